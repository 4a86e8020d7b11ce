/** Minecraft `&`/`§` formatting codes → escaped HTML spans. */
import { escapeHtml } from "./escape"

const COLORS: Record<string, string> = {
  "0": "black", "1": "dark-blue", "2": "dark-green", "3": "dark-aqua", "4": "dark-red", "5": "dark-purple",
  "6": "gold", "7": "gray", "8": "dark-gray", "9": "blue", a: "green", b: "aqua", c: "red", d: "light-purple",
  e: "yellow", f: "white",
}
const FORMATS: Record<string, string> = { k: "obfuscated", l: "bold", m: "strikethrough", n: "underline", o: "italic" }

export function renderMinecraftColors(text: string): string {
  let color: string | null = null
  let formats: string[] = []
  let html = ""
  let run = ""
  const flush = () => {
    if (run === "") return
    const classes = [color, ...formats].filter((c): c is string => c !== null).map(c => `mc-${c}`)
    html += classes.length === 0 ? escapeHtml(run) : `<span class="${classes.join(" ")}">${escapeHtml(run)}</span>`
    run = ""
  }
  for (let i = 0; i < text.length; i += 1) {
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
