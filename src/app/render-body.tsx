import type { GatsbySSR } from "gatsby"
import { COLOUR_MODE_SCRIPT, DEFAULT_COLOUR_MODE } from "./colour-mode"
import { HTML_SUFFIX_SCRIPT, htmlAttributes, STORAGE_GUARD_SCRIPT, URL_SHAPE_SCRIPT } from "./head-scripts"

const HEAD_SCRIPT = [STORAGE_GUARD_SCRIPT, URL_SHAPE_SCRIPT, HTML_SUFFIX_SCRIPT, COLOUR_MODE_SCRIPT].join(";")

export const onRenderBody: NonNullable<GatsbySSR["onRenderBody"]> = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ ...htmlAttributes, "data-theme": DEFAULT_COLOUR_MODE } as typeof htmlAttributes)
  setHeadComponents([
    // One element, in this order (each is its own function; none throws): one hash in the
    // Content-Security-Policy header, which every response carries, instead of four.
    <script key="head-scripts" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // An extra script, loaded asynchronously on every page.
    <script key="expand-first-category" src="/expandFirstCategory.js" async />,
  ])
}
