/**
 * The components an MDX page can use (README, "Authoring"), by name: the build rejects any
 * other (src/lib/page-body/body.ts), and src/components/mdx/body-components.tsx says what each
 * renders. The generators write some of them too (`LiveTwig` for a live example,
 * `EndpointBanner`, `ResponseExample`, `SampleResponse` and `TryIt` for an API operation).
 */
export const PAGE_COMPONENTS = [
  "Admonition",
  "Note",
  "Tip",
  "Info",
  "Warning",
  "Danger",
  "Tabs",
  "TabItem",
  "ProductName",
  "ProductLink",
  "EndpointBanner",
  "ResponseExample",
  "SampleResponse",
  "QueueFlowDiagram",
  "TryIt",
  "LiveTwig",
] as const

export type PageComponent = (typeof PAGE_COMPONENTS)[number]

const names = new Set<string>(PAGE_COMPONENTS)
export const isPageComponent = (name: string): name is PageComponent => names.has(name)
