import { createElement, isValidElement, type ReactElement } from "react"

const LOADER_ID = "gatsby-script-loader"
const PAGE_PATH = /window\.pagePath=("(?:[^"\\]|\\.)*");/

/**
 * Gatsby writes `window.pagePath="/the/page";` into an inline script on every page, so its
 * text (and its CSP hash) would differ per page. Reading the path from the script's own
 * `data-page-path` attribute makes the text the same on every page of a build: the
 * Content-Security-Policy needs one hash for it, not one per page (src/node/headers).
 * Returns null when the script has another shape (inline page data, a Gatsby change): it is
 * then left as it is, and the policy simply lists its per-page hash.
 */
export function pageIndependentLoader(script: string): { script: string; pagePath: string } | null {
  const match = PAGE_PATH.exec(script)
  if (!match || script.includes("window.pageData=")) return null
  return {
    pagePath: JSON.parse(match[1]) as string,
    script: script.replace(PAGE_PATH, 'window.pagePath=document.currentScript.getAttribute("data-page-path");'),
  }
}

type ScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: string } }

/** The post-body components with Gatsby's loader script made the same on every page. */
export function pageIndependentPostBody(components: readonly unknown[]): unknown[] {
  return components.map(component => {
    if (!isValidElement(component) || component.type !== "script") return component
    const props = component.props as ScriptProps
    const rewritten = props.id === LOADER_ID ? pageIndependentLoader(props.dangerouslySetInnerHTML?.__html ?? "") : null
    if (!rewritten) return component
    return createElement("script", {
      key: component.key ?? LOADER_ID,
      id: LOADER_ID,
      "data-page-path": rewritten.pagePath,
      dangerouslySetInnerHTML: { __html: rewritten.script },
    }) as ReactElement
  })
}
