/**
 * A page's text in its own words: without fenced code, without what it prints from
 * content/product.yaml (`%%…%%`, the data states those rules itself) and without link targets.
 */
export function ownWords(source: string): string {
  return source
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
    .replace(/%%[A-Za-z0-9_.-]+%%/g, "…")
    .replace(/\]\([^)\s]*\)/g, "]")
}
