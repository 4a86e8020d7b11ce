import React, { useRef } from "react"
import { sharedTitles, type SearchHit } from "../hit-display"
import { HitItem } from "../HitItem"

/**
 * The /search page's results: most relevant first (each hit names its section in its path),
 * as ordinary links, so Tab reaches every result; ↑/↓ move between them and from the input.
 */
export function ResultList({ hits, onOpen }: { hits: SearchHit[]; onOpen: (hit: SearchHit, newTab: boolean) => void }) {
  const list = useRef<HTMLOListElement>(null)
  const shared = sharedTitles(hits)
  const move = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])]
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = current + (event.key === "ArrowDown" ? 1 : -1)
    event.preventDefault()
    if (next < 0) document.getElementById("search-page-input")?.focus()
    else links[Math.min(next, links.length - 1)]?.focus()
  }
  return (
    // The links inside take the arrow keys; the list itself is never focused.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ol
      ref={list}
      id="search-page-results"
      className="search-results search-page-list"
      aria-label="Search results"
      onKeyDown={move}
    >
      {hits.map((hit, index) => (
        <HitItem
          key={hit.objectID}
          hit={hit}
          variant="link"
          id={`search-page-result-${index}`}
          onOpen={onOpen}
          withPage={shared.has(hit.objectID)}
        />
      ))}
    </ol>
  )
}

/** From the input, ↓ goes to the first result. */
export function focusFirstResult(event: React.KeyboardEvent<HTMLInputElement>) {
  if (event.key !== "ArrowDown") return
  const first = document.querySelector<HTMLAnchorElement>("#search-page-results a")
  if (!first) return
  event.preventDefault()
  first.focus()
}
