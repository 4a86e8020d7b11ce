import { Highlight, Snippet } from "react-instantsearch"
import type { Hit } from "instantsearch.js"
import { hitPath, titleLevel, type SearchHit } from "./hit-display"
import { hitLink } from "./search-params"

interface Props {
  hit: SearchHit
  /** In the modal's listbox an option (focus stays in the input); on /search a plain link Tab reaches. */
  variant?: "option" | "link"
  id: string
  active?: boolean
  onOpen: (hit: SearchHit, newTab: boolean) => void
  onHover?: () => void
  /** Another hit has the same title on another page: name this one's page beside it. */
  withPage?: boolean
}

/**
 * One result: title (the heading it sits under), its path in the page, and a snippet of the
 * matched text. Highlight and Snippet render text nodes and <mark> only, never HTML from hits.
 */
export function HitItem({ hit, variant = "option", id, active = false, onOpen, onHover, withPage = false }: Props) {
  const link = hitLink(hit.url)
  const asHit = hit as unknown as Hit
  const path = hitPath(hit)
  const hasSnippet = hit.type === "content" && Boolean(hit.content)
  return (
    <li
      role={variant === "option" ? "none" : undefined}
      className={`search-hit${active ? " search-hit-active" : ""}`}
      onMouseMove={onHover}
    >
      <a
        id={id}
        {...(variant === "option" ? { role: "option", "aria-selected": active, tabIndex: -1 } : {})}
        href={link.href}
        {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        onClick={event => {
          // Plain clicks go through the client router; modified clicks keep the browser's behaviour.
          if (event.button !== 0 || event.altKey || event.shiftKey) return
          event.preventDefault()
          onOpen(hit, event.ctrlKey || event.metaKey)
        }}
      >
        <span className="search-hit-icon" aria-hidden="true">
          {hit.type === "lvl1" ? "▤" : hit.type === "content" ? "¶" : "#"}
        </span>
        <span className="search-hit-text">
          <span className="search-hit-title">
            <Highlight hit={asHit} attribute={["hierarchy", titleLevel(hit)]} />
            {withPage && hit.hierarchy.lvl1 && <span className="search-hit-page"> · {hit.hierarchy.lvl1}</span>}
          </span>
          {hasSnippet && (
            <span className="search-hit-snippet">
              <Snippet hit={asHit} attribute="content" />
            </span>
          )}
          <span className="search-hit-path">
            {(variant === "link" ? [hit.hierarchy.lvl0, ...path.filter(p => p !== hit.hierarchy.lvl0)] : path)
              .filter(Boolean)
              .join(" › ")}
          </span>
        </span>
        {link.external && <span className="search-hit-external">opens in a new tab</span>}
      </a>
    </li>
  )
}
