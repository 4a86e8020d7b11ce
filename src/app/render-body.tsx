import type { GatsbySSR } from "gatsby"
import { COLOUR_MODE_SCRIPT, DEFAULT_COLOUR_MODE } from "./colour-mode"
import { HTML_SUFFIX_SCRIPT, htmlAttributes, STORAGE_GUARD_SCRIPT } from "./head-scripts"

export const onRenderBody: NonNullable<GatsbySSR["onRenderBody"]> = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ ...htmlAttributes, "data-theme": DEFAULT_COLOUR_MODE } as typeof htmlAttributes)
  setHeadComponents([
    <script key="storage-guard" dangerouslySetInnerHTML={{ __html: STORAGE_GUARD_SCRIPT }} />,
    <script key="html-suffix" dangerouslySetInnerHTML={{ __html: HTML_SUFFIX_SCRIPT }} />,
    <script key="colour-mode" dangerouslySetInnerHTML={{ __html: COLOUR_MODE_SCRIPT }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // SPEC §4: an extra script, loaded asynchronously on every page.
    <script key="expand-first-category" src="/expandFirstCategory.js" async />,
  ])
}
