import type { ComponentType } from "react"
import type { PageComponent } from "../../lib/mdx/page-components"
import type { ReplacedElement } from "../../lib/mdx/replaced-elements"
import { EndpointBanner } from "../api/EndpointBanner"
import { QueueFlowDiagram } from "../api/QueueFlowDiagram"
import { ResponseExample } from "../api/ResponseExample"
import { SampleResponse } from "../api/SampleResponse"
import { CodeBlock } from "../code/CodeBlock"
import { LiveTwig } from "../playground/LiveTwig"
import { TryIt } from "../try-it/TryIt"
import { Admonition, Danger, Info, Note, Tip, Warning } from "./Admonition"
import { ProductLink, ProductName } from "./ProductFacts"
import { ScrollableTable } from "./ScrollableTable"
import { TabItem, Tabs } from "./Tabs"

/**
 * What each name in a page's body renders (src/lib/page-body/body.ts): the components pages may
 * use (their names are listed in src/lib/mdx/page-components.ts, which the build checks pages
 * against) and the HTML elements a component replaces. The live example is an island: its
 * editor's code loads after the page (src/app/islands.ts).
 */
// Each component takes its own props; a body hands each the props its page wrote.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const bodyComponents: Record<PageComponent | ReplacedElement, ComponentType<any>> = {
  Admonition,
  Note,
  Tip,
  Info,
  Warning,
  Danger,
  Tabs,
  TabItem,
  ProductName,
  ProductLink,
  EndpointBanner,
  ResponseExample,
  SampleResponse,
  QueueFlowDiagram,
  TryIt,
  LiveTwig,
  pre: CodeBlock,
  table: ScrollableTable,
}
