/**
 * The preview document of a live Twig example (an iframe `srcdoc`). A `srcdoc` document
 * inherits the page's Content-Security-Policy, which allows no inline style but the hashed
 * ones: its one `<style>` element is this constant (its hash is in the policy, see
 * src/node/headers), and the sample markup's `style` attributes are carried as
 * `data-preview-style` and applied through the CSSOM (`applyPreviewStyles`), which the policy
 * does not govern. So the site needs no `'unsafe-inline'` for styles.
 */
export const PREVIEW_STYLE =
  "body{margin:0;padding:.75rem 1rem;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#e6e8ef;background:#0f1117;overflow-wrap:anywhere}" +
  // Plain-text output keeps its line breaks; markup is laid out as HTML.
  "body.text{white-space:pre-wrap}" +
  "a{color:#8ab4ff}img{max-width:100%}table{border-collapse:collapse}td,th{border:1px solid #2a2f3d;padding:.25em .5em}" +
  "h1,h2,h3{line-height:1.25;margin:.4em 0}p{margin:.4em 0}ul,ol{margin:.4em 0}" +
  // An image of the sample website is never fetched (see inertMarkup): a neutral box stands in.
  "img{display:inline-block;min-width:4rem;min-height:2.5rem;background:#1b1f2a;border:1px dashed #4a5163;vertical-align:middle}"

export const PREVIEW_STYLE_ATTRIBUTE = "data-preview-style"

const isMarkup = (html: string) => /<[a-z][^>]*>/i.test(html)

/**
 * Makes sanitised markup inert for the preview: `style="…"` is carried as
 * `data-preview-style` (see above), and every attribute that would fetch something (`src`,
 * `srcset`, `poster`, `background`) is renamed, so the sample's images (placeholders in a
 * real theme) neither reach the network nor show as broken. The sanitiser quotes every
 * attribute value and escapes `"`, `<` and `>` inside it, so a tag runs to the next `>` and
 * `name="` can only be the start of an attribute.
 */
export function moveStyleAttributes(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, tag =>
    tag
      .replace(/(\s)style="/gi, `$1${PREVIEW_STYLE_ATTRIBUTE}="`)
      .replace(/(\s)(src|srcset|poster|background)="/gi, '$1data-preview-$2="'),
  )
}

/** Whatever slips past the renaming still loads nothing: the preview's own policy allows no fetch. */
const PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

export function previewDocument(html: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}"><base target="_blank"><style>${PREVIEW_STYLE}</style></head><body${isMarkup(html) ? "" : ' class="text"'}>${moveStyleAttributes(html)}</body></html>`
}

/**
 * Applies the carried style attributes through the CSSOM (not subject to CSP), without any
 * declaration that would fetch (`background:url()`, `image-set()`): the CSSOM has already
 * resolved CSS escapes, so `u\72l(` cannot hide one. Removed before the next style pass, so
 * nothing is requested.
 */
export function applyPreviewStyles(doc: Document): void {
  doc.querySelectorAll<HTMLElement>(`[${PREVIEW_STYLE_ATTRIBUTE}]`).forEach(element => {
    const style = element.style
    style.cssText = element.getAttribute(PREVIEW_STYLE_ATTRIBUTE) ?? ""
    for (let i = style.length - 1; i >= 0; i -= 1) {
      const name = style.item(i)
      if (/url\(|image-set\(|image\(/i.test(style.getPropertyValue(name))) style.removeProperty(name)
    }
  })
}

/** Body padding and line height of PREVIEW_STYLE, in px, and the characters of a line at desktop width. */
const PADDING = 24
const LINE = 25.6
const CHARS_PER_LINE = 80
const BLOCK_END =
  /<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|section|article|header|footer|nav|ul|ol|table|figure|blockquote)>/gi

/**
 * The preview frame's height before it is measured, estimated from the markup at build time
 * (its `height` attribute, which the CSP does not govern). Measured later, the frame still
 * fits its content, but a close first guess keeps the page from shifting as frames resize.
 */
export function estimatePreviewHeight(html: string): number {
  const markup = isMarkup(html)
  const text = markup ? html.replace(BLOCK_END, "\n").replace(/<[^>]*>/g, "") : html
  const lines = text
    .replace(/\n+$/, "")
    .split("\n")
    .filter((line, i) => !markup || line.trim() !== "" || i === 0)
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)), 0)
  const headings = markup ? (html.match(/<h[1-3][\s>]/gi) ?? []).length : 0
  return Math.ceil(PADDING + lines * LINE + headings * 14)
}
