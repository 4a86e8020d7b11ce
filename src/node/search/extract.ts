import { Parser } from "htmlparser2"
import { docTagOfUrl, type DocTag, type PageBlocks } from "../../lib/search/records"

const BLOCKS = new Set(["p", "li", "td", "th", "dt", "dd", "blockquote", "figcaption"])
const HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"])
const SKIP = new Set(["pre", "script", "style", "svg", "button", "nav", "noscript"])

/**
 * Reads one built page's article into search blocks: its title, the section it belongs to
 * (first breadcrumb after the root) and its headings and text in reading order. Code
 * blocks, navigation and heading anchors are left out.
 */
export function extractBlocks(html: string, path: string): PageBlocks | null {
  const docTag: DocTag = docTagOfUrl(path)
  const page: PageBlocks = { path, docTag, section: docTag === "api" ? "API" : "Docs", title: "", blocks: [] }
  const stack: string[] = []
  let articleDepth = -1
  let skipDepth = -1
  let breadcrumbDepth = -1
  let breadcrumbLinks = 0
  let buffer = ""
  let heading: { level: number; id: string } | null = null
  let inTitle = false
  let inCrumb = false

  const flush = () => {
    const text = buffer.trim()
    if (text && !heading) page.blocks.push({ kind: "text", text })
    buffer = ""
  }

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        stack.push(name)
        const depth = stack.length
        const classes = (attrs.class ?? "").split(/\s+/)
        if (name === "article" && classes.includes("doc-article")) articleDepth = depth
        if (articleDepth === -1 || skipDepth !== -1) {
          if (name === "nav" && attrs["aria-label"] === "Breadcrumbs") breadcrumbDepth = depth
          if (breadcrumbDepth !== -1 && name === "a") inCrumb = true
          return
        }
        if (name === "nav" && attrs["aria-label"] === "Breadcrumbs") {
          breadcrumbDepth = depth
          return
        }
        if (breadcrumbDepth !== -1) {
          if (name === "a") inCrumb = true
          return
        }
        // Live examples are code and sample output, like the code blocks that are skipped too.
        if (
          SKIP.has(name) ||
          classes.includes("heading-anchor") ||
          classes.includes("doc-footer") ||
          classes.includes("live-twig")
        ) {
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
        if (inCrumb) {
          breadcrumbLinks += 1
          if (breadcrumbLinks === 2 && page.docTag === "docs") page.section = text.trim()
          inCrumb = false
          return
        }
        if (articleDepth === -1 || skipDepth !== -1 || breadcrumbDepth !== -1) return
        if (inTitle) page.title += text
        else buffer += text
      },
      onclosetag(name) {
        const depth = stack.length
        stack.pop()
        if (skipDepth === depth) {
          skipDepth = -1
          return
        }
        if (breadcrumbDepth === depth) {
          breadcrumbDepth = -1
          return
        }
        if (articleDepth === -1 || skipDepth !== -1 || breadcrumbDepth !== -1) return
        if (name === "h1") inTitle = false
        else if (HEADINGS.has(name) && heading) {
          const text = buffer.trim()
          if (heading.id && text) page.blocks.push({ kind: "heading", level: heading.level, id: heading.id, text })
          heading = null
          buffer = ""
        } else if (BLOCKS.has(name)) flush()
        if (depth === articleDepth) {
          flush()
          articleDepth = -1
        }
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  page.title = page.title.trim()
  return page.title ? page : null
}
