import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react"
import { searchIgnore } from "../../lib/site-html/regions"
import { chatLinks } from "../../lib/markdown/chat-links"
import { markdownPath } from "../../lib/markdown/markdown-path"
import { product } from "../../lib/product/product"
import { copyMarkdown } from "./copy-markdown"

const FAILED = "Could not copy the page. Open “View as Markdown” and copy it from there."

/**
 * In the title row: one "Copy page" button (the page as Markdown, downloaded on click, not
 * before) with a small menu beside it (a disclosure: aria-expanded, Escape closes) that holds
 * "View as Markdown", "Open in ChatGPT" / "Open in Claude" (a prompt naming the page's Markdown
 * address) and the index of all pages for AI tools (llms.txt, also in the footer), so
 * the first line under the title is the page's own text. The result is announced in a polite
 * live region.
 */
export function CopyPage({ path }: { path: string }) {
  const [status, setStatus] = useState("")
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const menuId = `${useId().replace(/:/g, "")}-page-actions`
  const href = markdownPath(path)
  // "Copied" goes after two seconds, as on the code blocks' buttons; a failure stays, since it
  // tells the reader what to do instead.
  useEffect(() => {
    if (status !== "Copied") return undefined
    const timer = window.setTimeout(() => setStatus(""), 2000)
    return () => window.clearTimeout(timer)
  }, [status])
  const copy = async () => {
    setStatus("")
    setStatus((await copyMarkdown(href)) ? "Copied" : FAILED)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return
    setOpen(false)
    toggle.current?.focus()
  }
  // Closes once focus leaves the actions, as a menu does.
  const actions = useRef<HTMLDivElement>(null)
  const onBlur = (event: FocusEvent) => {
    if (!actions.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }
  return (
    // For readers only: the Markdown it offers does not contain it (data-markdown-ignore).
    <div className="copy-page page-actions" data-markdown-ignore="" ref={actions} {...searchIgnore}>
      <div className="page-actions-buttons">
        <button type="button" className="copy-page-button" onClick={() => void copy()}>
          Copy page
        </button>
        <button
          ref={toggle}
          type="button"
          className="page-actions-toggle"
          aria-label="More page actions"
          aria-expanded={open}
          aria-controls={menuId}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul id={menuId} className="page-actions-menu" hidden={!open}>
        <li>
          <a href={href} type="text/markdown" onKeyDown={onKeyDown} onBlur={onBlur}>
            View as Markdown
          </a>
        </li>
        {chatLinks(product.urls.docs, path).map(link => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" onKeyDown={onKeyDown} onBlur={onBlur}>
              {`Open in ${link.name}`}
            </a>
          </li>
        ))}
        <li>
          {/* Also in the footer; here, by the title, it is where tools reading the page look first. */}
          <a href="/llms.txt" type="text/plain" onKeyDown={onKeyDown} onBlur={onBlur}>
            llms.txt: every page, for AI tools
          </a>
        </li>
      </ul>
      <span className="copy-page-status" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  )
}
