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
  "h1,h2,h3{line-height:1.25;margin:.4em 0}p{margin:.4em 0}ul,ol{margin:.4em 0}"

export const PREVIEW_STYLE_ATTRIBUTE = "data-preview-style"

const isMarkup = (html: string) => /<[a-z][^>]*>/i.test(html)

/**
 * Renames `style="…"` inside tags of sanitised markup. The sanitiser quotes every attribute
 * value and escapes `"`, `<` and `>` inside it, so a tag runs to the next `>` and `style="`
 * can only be the start of an attribute.
 */
export function moveStyleAttributes(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, tag => tag.replace(/(\s)style="/gi, `$1${PREVIEW_STYLE_ATTRIBUTE}="`))
}

export function previewDocument(html: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><base target="_blank"><style>${PREVIEW_STYLE}</style></head><body${isMarkup(html) ? "" : ' class="text"'}>${moveStyleAttributes(html)}</body></html>`
}

/** Applies the carried style attributes through the CSSOM (not subject to CSP). */
export function applyPreviewStyles(doc: Document): void {
  doc.querySelectorAll<HTMLElement>(`[${PREVIEW_STYLE_ATTRIBUTE}]`).forEach(element => {
    element.style.cssText = element.getAttribute(PREVIEW_STYLE_ATTRIBUTE) ?? ""
  })
}
