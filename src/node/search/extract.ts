import { docTagOfUrl, type DocTag, type PageBlocks } from "../../lib/search/records"
import { SECTIONS } from "../../lib/sidebar/types"
import { SEARCH_BODY, SEARCH_IGNORE, SEARCH_SECTION } from "../../lib/site-html/regions"
import type { HtmlReader } from "../post-build/html-reader"

const BLOCKS = new Set(["p", "li", "td", "th", "dt", "dd", "blockquote", "figcaption"])
const HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"])
/** Elements that are never prose, whatever they are marked: code, scripts, drawings, controls, navigation. */
const SKIP = new Set(["pre", "script", "style", "svg", "button", "nav", "noscript"])

/**
 * Reads one built page's search body (src/lib/site-html/regions.ts) into search blocks: its
 * title, its description, the section it belongs to and its headings and text in reading order. Regions marked
 * to be ignored (heading anchors, breadcrumbs, footer, live examples) and code are left out.
 * The result is null for a page without a search body or without a title.
 */
export function searchReader(path: string): HtmlReader<PageBlocks | null> {
  const docTag: DocTag = docTagOfUrl(path)
  const page: PageBlocks = { path, docTag, section: SECTIONS[docTag].label, title: "", blocks: [] }
  let depth = 0
  let bodyDepth = -1
  let skipDepth = -1
  let buffer = ""
  let heading: { level: number; id: string } | null = null
  let inTitle = false

  const flush = () => {
    const text = buffer.trim()
    if (text && !heading) page.blocks.push({ kind: "text", text })
    buffer = ""
  }

  return {
    onopentag(name, attrs) {
      depth += 1
      if (name === "meta" && attrs.name === "description" && attrs.content?.trim())
        page.description = attrs.content.trim()
      const section = attrs[SEARCH_SECTION]
      if (section !== undefined && docTag === "docs") page.section = section.trim()
      if (bodyDepth === -1 && attrs[SEARCH_BODY] !== undefined) bodyDepth = depth
      if (bodyDepth === -1 || skipDepth !== -1) return
      if (SKIP.has(name) || attrs[SEARCH_IGNORE] !== undefined) {
        skipDepth = depth
        return
      }
      if (name === "h1") inTitle = true
      else if (HEADINGS.has(name)) {
        flush()
        heading = { level: Number(name[1]), id: attrs.id ?? "" }
      } else if (BLOCKS.has(name)) flush()
    },
    ontext(text) {
      if (bodyDepth === -1 || skipDepth !== -1) return
      if (inTitle) page.title += text
      else buffer += text
    },
    onclosetag(name) {
      const closing = depth
      depth -= 1
      if (skipDepth === closing) {
        skipDepth = -1
        return
      }
      if (bodyDepth === -1 || skipDepth !== -1) return
      if (name === "h1") inTitle = false
      else if (HEADINGS.has(name) && heading) {
        const text = buffer.trim()
        if (heading.id && text) page.blocks.push({ kind: "heading", level: heading.level, id: heading.id, text })
        heading = null
        buffer = ""
      } else if (BLOCKS.has(name)) flush()
      if (closing === bodyDepth) {
        flush()
        bodyDepth = -1
      }
    },
    result() {
      page.title = page.title.trim()
      return page.title ? page : null
    },
  }
}
