/**
 * The URL of a page's Markdown twin: `/store/products` → `/store/products.md`; a route ending
 * in a slash (`/`, `/api/`) is a folder, so its Markdown is `index.md` inside it. The build
 * writes the files under these names and every page links them, so this is the one rule.
 */
export function markdownPath(pagePath: string): string {
  return pagePath.endsWith("/") ? `${pagePath}index.md` : `${pagePath}.md`
}
