import { useEffect } from "react"
import { useInstantSearch, usePagination } from "react-instantsearch"

/**
 * A `page` past the last one (an old link, a hand-edited URL) would show "page 3 of 2" over an
 * empty list: ask for the last page instead (the first when nothing matched). The page's URL
 * follows the answered page through SearchPageBody's replaceState. Returns true while the
 * answer on screen is for a page that does not exist, so nothing of it is shown.
 *
 * It holds its own pagination widget: the <Pagination> buttons are not mounted while nothing
 * is shown, and with no pagination widget mounted InstantSearch drops the page altogether.
 */
export function useClampedPage(): boolean {
  const { results } = useInstantSearch()
  const { refine } = usePagination()
  const page = results?.page ?? 0
  const nbPages = results?.nbPages ?? 0
  const beyond = Boolean(results) && page > 0 && page >= nbPages
  useEffect(() => {
    if (beyond) refine(Math.max(nbPages - 1, 0))
  }, [beyond, nbPages, refine])
  return beyond
}
