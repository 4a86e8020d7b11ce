import type { PageInfo } from "../../lib/mcp/page-list"
import { markdownPath } from "../../lib/markdown/markdown-path"
import type { LocalHit } from "../../lib/search/local-client"
import { LEVELS } from "../../lib/search/records"

/** Search hits as a numbered list: where the section is, its address and Markdown twin, a snippet. */
export function formatHits(hits: LocalHit[], siteUrl: string): string {
  return hits
    .map((hit, i) => {
      const trail = LEVELS.map(level => hit.hierarchy[level])
        .filter(Boolean)
        .join(" › ")
      const page = hit.url.replace(/#.*$/, "")
      const snippet = hit._snippetResult?.content.value
      return [
        `${i + 1}. ${trail}`,
        `   ${siteUrl}${hit.url} (Markdown: ${siteUrl}${markdownPath(page)})`,
        ...(snippet ? [`   ${snippet}`] : []),
      ].join("\n")
    })
    .join("\n")
}

/** Pages grouped by section, one line each: title, path, description. */
export function formatPages(pages: PageInfo[], siteUrl: string): string {
  const sections = new Map<string, PageInfo[]>()
  for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page])
  return [...sections]
    .map(
      ([section, list]) =>
        `## ${section}\n\n${list.map(page => `- ${page.title} — ${page.path} (${siteUrl}${page.markdown}): ${page.description}`).join("\n")}`,
    )
    .join("\n\n")
}
