import { usePagination } from "react-instantsearch"

/** Pages of 20 hits: previous, numbered pages around the current one, next. */
export function Pagination({ hidden = false, onChange }: { hidden?: boolean; onChange: (page: number) => void }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination({ padding: 2 })
  if (hidden || nbPages <= 1) return null
  const go = (page: number) => {
    refine(page)
    onChange(page)
  }
  return (
    <nav className="search-pagination" aria-label="Search result pages">
      <button type="button" disabled={isFirstPage} onClick={() => go(currentRefinement - 1)}>
        Previous
      </button>
      <ol>
        {pages.map(page => (
          <li key={page}>
            <button
              type="button"
              aria-current={page === currentRefinement ? "page" : undefined}
              aria-label={`Page ${page + 1}`}
              onClick={() => go(page)}
            >
              {page + 1}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" disabled={isLastPage} onClick={() => go(currentRefinement + 1)}>
        Next
      </button>
    </nav>
  )
}
