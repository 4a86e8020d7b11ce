import { STATIC_HTML_ROOT } from "./static-html-markup"

/**
 * The marker the page template puts on the element around a page's content: the hash of the
 * page's static HTML strings, which the compiled page attaches to its component
 * (src/node/mdx-static-html.ts). In the browser it tells which page's strings the
 * server-rendered HTML holds (src/app/static-html.ts).
 */
export function staticHtmlRoot(children: unknown): Record<string, string> {
  const type = (children as { type?: { staticHtmlKey?: unknown } } | null)?.type
  const key = type?.staticHtmlKey
  return typeof key === "string" ? { [STATIC_HTML_ROOT]: key } : {}
}
