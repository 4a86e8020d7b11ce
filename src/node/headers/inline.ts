import { readWith, type HtmlReader } from "../post-build/html-reader"

export interface InlineCode {
  scripts: string[]
  styles: string[]
  /** `style` attribute values (React writes a few: Gatsby's focus wrapper and route announcer). */
  styleAttributes: string[]
}

/**
 * The text of every inline `<script>` (no `src`, executable type) and `<style>` element and
 * every `style` attribute of a page, including those of `srcdoc` frames, which inherit the
 * page's policy. The policy hashes exactly these texts, so they are taken as the browser sees
 * them: element text raw (the parser leaves script and style text undecoded), attribute values
 * decoded, as in the DOM.
 */
export function inlineCodeReader(): HtmlReader<InlineCode> {
  const found: InlineCode = { scripts: [], styles: [], styleAttributes: [] }
  let open: { kind: "scripts" | "styles"; text: string } | null = null
  const srcdocs: string[] = []
  return {
    onopentag(name, attributes) {
      if (attributes.srcdoc !== undefined) srcdocs.push(attributes.srcdoc)
      if (attributes.style !== undefined) found.styleAttributes.push(attributes.style)
      const type = (attributes.type ?? "").toLowerCase()
      const executable = !type || /^(text|application)\/(java|ecma)script$|^module$/.test(type)
      if (name === "script" && attributes.src === undefined && executable) open = { kind: "scripts", text: "" }
      else if (name === "style") open = { kind: "styles", text: "" }
    },
    ontext(text) {
      if (open) open.text += text
    },
    onclosetag(name) {
      if (open && (name === "script" || name === "style")) {
        if (open.text) found[open.kind].push(open.text)
        open = null
      }
    },
    result() {
      // A frame's document is its own HTML text: parsed here, after the page, in page order.
      for (const srcdoc of srcdocs) {
        const inner = inlineCode(srcdoc)
        found.scripts.push(...inner.scripts)
        found.styles.push(...inner.styles)
        found.styleAttributes.push(...inner.styleAttributes)
      }
      return found
    },
  }
}

export const inlineCode = (html: string): InlineCode => readWith(html, inlineCodeReader())
