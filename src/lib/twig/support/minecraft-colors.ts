/** Minecraft `&`/`§` formatting codes → escaped HTML spans. */
import { escapeHtml } from "./escape"

const COLORS: Record<string, string> = {
  "0": "black",
  "1": "dark-blue",
  "2": "dark-green",
  "3": "dark-aqua",
  "4": "dark-red",
  "5": "dark-purple",
  "6": "gold",
  "7": "gray",
  "8": "dark-gray",
  "9": "blue",
  a: "green",
  b: "aqua",
  c: "red",
  d: "light-purple",
  e: "yellow",
  f: "white",
}
const FORMATS: Record<string, string> = { k: "obfuscated", l: "bold", m: "strikethrough", n: "underline", o: "italic" }
/** A character reference in safe HTML: `&amp;`, `&#039;`, `&#x27;`. */
const ENTITY = /^&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i

/**
 * Text with codes → spans. Safe HTML (`safe` true) is not escaped again: its tags are copied
 * between the spans, so nesting stays valid, and an `&` that starts an entity (`&amp;`) is no code.
 */
export function renderMinecraftColors(text: string, safe = false): string {
  let color: string | null = null
  let formats: string[] = []
  let html = ""
  let run = ""
  const flush = () => {
    if (run === "") return
    const classes = [color, ...formats].filter((c): c is string => c !== null).map(c => `mc-${c}`)
    const content = safe ? run : escapeHtml(run)
    html += classes.length === 0 ? content : `<span class="${classes.join(" ")}">${content}</span>`
    run = ""
  }
  for (let i = 0; i < text.length; i += 1) {
    const verbatim = safe
      ? (text[i] === "<" ? /^<[^>]*>/ : text[i] === "&" ? ENTITY : null)?.exec(text.slice(i))?.[0]
      : undefined
    if (verbatim !== undefined && verbatim[0] === "<") {
      flush()
      html += verbatim
      i += verbatim.length - 1
      continue
    }
    if (verbatim !== undefined) {
      run += verbatim
      i += verbatim.length - 1
      continue
    }
    const code = (text[i] === "&" || text[i] === "§") && i + 1 < text.length ? text[i + 1].toLowerCase() : ""
    if (code in COLORS || code in FORMATS || code === "r") {
      flush()
      if (code in COLORS) [color, formats] = [COLORS[code], []]
      else if (code === "r") [color, formats] = [null, []]
      else if (!formats.includes(FORMATS[code])) formats = [...formats, FORMATS[code]]
      i += 1
    } else {
      run += text[i]
    }
  }
  flush()
  return html
}
