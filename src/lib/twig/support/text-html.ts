/** Text → HTML helpers for the html filters. Everything a user typed is escaped first. */
import { escapeHtml, isSafeHref } from "./escape"

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#039;": "'", "&#39;": "'", "&nbsp;": " " }

/** Tags removed and common entities decoded, whitespace collapsed: plain text for excerpts. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|nbsp|#0?39);/g, entity => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim()
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

function link(url: string): string {
  const href = escapeHtml(url)
  return `<a href="${href}" rel="nofollow ugc noopener" target="_blank">${href}</a>`
}

/** Escapes text and turns http(s) URLs into links; trailing punctuation stays outside the link. */
export function linkifyText(text: string): string {
  let html = ""
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,!?;:)\]]+$/, "")
    const start = match.index ?? 0
    html += escapeHtml(text.slice(last, start)) + link(url)
    last = start + url.length
  }
  return html + escapeHtml(text.slice(last))
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

/** `**bold**`, `*italic*` / `_italic_`, `` `code` `` and `[text](url)`, on escaped text. */
export function markdownInline(line: string): string {
  const codes: string[] = []
  let html = escapeHtml(line).replace(/`([^`]+)`/g, (_m, code: string) => {
    codes.push(`<code>${code}</code>`)
    return `\u0000${codes.length - 1}\u0000`
  })
  html = html
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => (isSafeHref(href) ? `<a href="${href}">${label}</a>` : label))
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?!\w)/g, "$1<em>$2</em>")
    .replace(/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, "$1<em>$2</em>")
  return html.replace(/\u0000(\d+)\u0000/g, (_m, index: string) => codes[Number(index)])
}

/** Paragraphs and `-`/`*` bullet lists of inline Markdown. */
export function markdownToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/).map(b => b.trim()).filter(b => b !== "")
  return blocks
    .map(block => {
      const lines = block.split("\n")
      if (lines.every(line => /^[-*]\s+/.test(line))) {
        return `<ul>${lines.map(line => `<li>${markdownInline(line.replace(/^[-*]\s+/, ""))}</li>`).join("")}</ul>`
      }
      return `<p>${lines.map(markdownInline).join("<br>\n")}</p>`
    })
    .join("\n")
}
