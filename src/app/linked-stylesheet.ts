import { createElement, isValidElement } from "react"

const GLOBAL_CSS = "gatsby-global-css"

/**
 * The stylesheet's file name, compiled into the HTML renderer (src/node/webpack/stylesheet.ts):
 * that is what makes a stylesheet-only change re-render every page. Undefined elsewhere
 * (`gatsby develop`, tests), where Gatsby's own `data-href` is used.
 */
declare const __GLOBAL_STYLESHEET__: string | null | undefined
const builtStylesheet = () => (typeof __GLOBAL_STYLESHEET__ === "string" ? `/${__GLOBAL_STYLESHEET__}` : null)

/**
 * Gatsby copies the whole stylesheet into a `<style>` in every page's HTML: 21 KB of each
 * docs page's 42 KB, downloaded again with every page and stored once per page in the output
 * (24 MB at 1,000 extra pages). Here it becomes one `<link rel="stylesheet">` to the same
 * content-hashed file, which the reader's browser fetches once and caches for good
 * (`_headers`: immutable). Cost: one request before the first paint of the first page, which
 * the Lighthouse runs of `npm run bench` include. Other head elements pass through unchanged.
 */
export function linkGlobalStylesheet(components: readonly unknown[]): unknown[] {
  return components.map(component => {
    if (!isValidElement(component) || component.type !== "style") return component
    const props = component.props as { "data-identity"?: string; "data-href"?: string }
    if (props["data-identity"] !== GLOBAL_CSS || !props["data-href"]) return component
    const href = builtStylesheet() ?? props["data-href"]
    return createElement("link", { key: component.key ?? GLOBAL_CSS, rel: "stylesheet", href })
  })
}
