import { Parser } from "htmlparser2"

/**
 * One consumer of a page's parse events (search blocks, links and anchors, inline code). The
 * page is parsed once and every reader sees the same events; none of them keeps a DOM, so
 * each page costs only what its readers extract.
 */
export interface HtmlReader<T> {
  onopentag(name: string, attributes: Record<string, string>): void
  ontext(text: string): void
  onclosetag(name: string): void
  result(): T
}

/**
 * Entities are decoded in text and attributes (what the reader sees); the text of `<script>`
 * and `<style>` stays raw, as the browser hashes it for the Content-Security-Policy.
 */
export function readHtml(html: string, readers: readonly HtmlReader<unknown>[]): void {
  const parser = new Parser(
    {
      onopentag: (name, attributes) => readers.forEach(reader => reader.onopentag(name, attributes)),
      ontext: text => readers.forEach(reader => reader.ontext(text)),
      onclosetag: name => readers.forEach(reader => reader.onclosetag(name)),
    },
    { decodeEntities: true },
  )
  parser.end(html)
}

/** One reader over one HTML text: what a test or a nested document (a frame's `srcdoc`) needs. */
export function readWith<T>(html: string, reader: HtmlReader<T>): T {
  readHtml(html, [reader])
  return reader.result()
}
