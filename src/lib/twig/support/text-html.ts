/** Text → HTML helpers for the html filters. Everything a user typed is escaped first. */
import { escapeHtml, isSafeHref } from "./escape"

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#039;": "'",
  "&#39;": "'",
  "&nbsp;": " ",
}

/** Tags removed and common entities decoded, whitespace collapsed: plain text for excerpts. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|nbsp|#0?39);/g, entity => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim()
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g
/** The same addresses in escaped HTML: an escaped quote or angle bracket ends them as the raw character does. */
const URL_IN_HTML = /https?:\/\/(?:(?!&(?:quot|lt|gt|#0*39|#x0*27);)[^\s<>"'])+/gi
const TRAILING = /[.,!?;:)\]]+$/
/** Elements whose content is never linked: existing links, and text that is not prose. */
const NO_LINKS = /^<(\/?)(a|script|style|textarea)\b/i

/** `href` is already escaped. */
function link(href: string): string {
  return `<a href="${href}" rel="nofollow ugc noopener" target="_blank">${href}</a>`
}

/** Trailing punctuation stays outside the link, except the `;` that ends an entity such as `&amp;`. */
function trimUrl(url: string): string {
  const trimmed = url.replace(TRAILING, "")
  return /&#?\w+$/.test(trimmed) && url[trimmed.length] === ";" ? `${trimmed};` : trimmed
}

/** Escapes text and turns http(s) URLs into links; trailing punctuation stays outside the link. */
export function linkifyText(text: string): string {
  let html = ""
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, "")
    const start = match.index ?? 0
    html += escapeHtml(text.slice(last, start)) + link(escapeHtml(url))
    last = start + url.length
  }
  return html + escapeHtml(text.slice(last))
}

/**
 * `linkifyText` for HTML that is already safe: the text between tags is escaped already, so it
 * is linked as it is; tags, and the content of links, scripts and styles, are left alone.
 */
export function linkifyHtml(html: string): string {
  let skipped = 0
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => {
      if (index % 2 === 1) {
        const tag = NO_LINKS.exec(part)
        if (tag && !part.endsWith("/>")) skipped = Math.max(0, skipped + (tag[1] === "/" ? -1 : 1))
        return part
      }
      if (skipped > 0) return part
      return part.replace(URL_IN_HTML, match => {
        const url = trimUrl(match)
        return link(url) + match.slice(url.length)
      })
    })
    .join("")
}

/** Blank lines separate paragraphs, single line breaks become `<br>`. */
export function paragraphs(text: string, inline: (line: string) => string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map(block => block.trim())
    .filter(block => block !== "")
    .map(block => block.split("\n").map(inline).join("<br>\n"))
}

/**
 * `**bold**`, `*italic*` / `_italic_`, `` `code` `` and `[text](url)`. Text is escaped first;
 * safe HTML (`escape` false) is not, and its tags are kept out of the inline rules.
 */
export function markdownInline(line: string, escape = true): string {
  const kept: string[] = []
  const keep = (html: string) => {
    kept.push(html)
    return `\u0000${kept.length - 1}\u0000`
  }
  let html = (escape ? escapeHtml(line) : line).replace(/`([^`]+)`/g, (_m, code: string) =>
    keep(`<code>${code}</code>`),
  )
  if (!escape) html = html.replace(/<[^>]*>/g, keep)
  html = html
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) =>
      isSafeHref(href) ? `<a href="${href}">${label}</a>` : label,
    )
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?!\w)/g, "$1<em>$2</em>")
    .replace(/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, "$1<em>$2</em>")
  // NUL-delimited placeholders cannot occur in text, so kept HTML is restored unambiguously.
  // eslint-disable-next-line no-control-regex
  return html.replace(/\u0000(\d+)\u0000/g, (_m, index: string) => kept[Number(index)])
}

/** Paragraphs and `-`/`*` bullet lists of inline Markdown; `escape` false for safe HTML input. */
export function markdownToHtml(text: string, escape = true): string {
  const inline = (line: string) => markdownInline(line, escape)
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map(b => b.trim())
    .filter(b => b !== "")
  return blocks
    .map(block => {
      const lines = block.split("\n")
      if (lines.every(line => /^[-*]\s+/.test(line))) {
        return `<ul>${lines.map(line => `<li>${inline(line.replace(/^[-*]\s+/, ""))}</li>`).join("")}</ul>`
      }
      return `<p>${lines.map(inline).join("<br>\n")}</p>`
    })
    .join("\n")
}
