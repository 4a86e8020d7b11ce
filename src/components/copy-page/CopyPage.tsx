import { useState } from "react"
import { searchIgnore } from "../../lib/site-html/regions"
import { chatLinks } from "../../lib/markdown/chat-links"
import { markdownPath } from "../../lib/markdown/markdown-path"
import { product } from "../../lib/product/product"
import { copyMarkdown } from "./copy-markdown"

const FAILED = "Could not copy the page. Open “View as Markdown” and copy it from there."

/**
 * By the page title: copy the page as Markdown (downloaded on click, not before), view it, open
 * it in an AI assistant with a prompt naming its Markdown address, and the index of all pages
 * for AI tools. The result is announced in a polite live region.
 */
export function CopyPage({ path }: { path: string }) {
  const [status, setStatus] = useState("")
  const href = markdownPath(path)
  const copy = async () => {
    setStatus("")
    setStatus((await copyMarkdown(href)) ? "Copied" : FAILED)
  }
  return (
    // For readers only: the Markdown it offers does not contain it (data-markdown-ignore).
    <div className="copy-page" data-markdown-ignore="" {...searchIgnore}>
      <button type="button" className="copy-page-button" onClick={() => void copy()}>
        Copy page
      </button>
      <a href={href} type="text/markdown">
        View as Markdown
      </a>
      {chatLinks(product.urls.docs, path).map(link => (
        <a key={link.name} href={link.href} target="_blank" rel="noopener noreferrer">
          {`Open in ${link.name}`}
        </a>
      ))}
      <a href="/llms.txt" type="text/plain" title="Index of every page for AI tools (llms.txt)">
        llms.txt
      </a>
      <span className="copy-page-status" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  )
}
