import { readablePath } from "../paths/url-shape"

/** A page a missing path may have meant. */
export interface Route {
  path: string
  title: string
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(word => word && word !== "html" && word !== "index")

/** Edit distance, for words that differ by a typo or an ending ("product" / "products"). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i]
    for (let j = 1; j <= b.length; j += 1)
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[b.length]
}

/** How well one word of the missing path matches a word of a page: 1 the same, less for a near miss. */
function wordMatch(word: string, candidate: string): number {
  if (word === candidate) return 1
  if (word.length >= 3 && candidate.length >= 3 && (candidate.startsWith(word) || word.startsWith(candidate)))
    return 0.8
  const allowed = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
  return allowed > 0 && distance(word, candidate) <= allowed ? 0.6 : 0
}

/** The words of a path as a reader would search for them ("/store/discounts/coupon" → "store discounts coupon"). */
export function pathWords(pathname: string): string {
  return words(readablePath(pathname)).slice(0, 8).join(" ")
}

/**
 * The pages a missing path most likely meant, best first: each word of the path is matched
 * with the words of a page's path and title (exactly, by a shared start, or one typo apart), and
 * the score loses up to half a point for how far the whole path is from the page's, so
 * `/store/product` means Products (one letter short) more than Product options (a word
 * longer). Pages matching less than half of the path's words are left out.
 */
export function suggestRoutes(pathname: string, routes: readonly Route[], limit = 3): Route[] {
  const missing = words(pathWords(pathname))
  if (missing.length === 0) return []
  const target = missing.join("/")
  const scored = routes.map(route => {
    const own = [...words(route.path), ...words(route.title)]
    const score = missing.reduce((sum, word) => sum + Math.max(0, ...own.map(c => wordMatch(word, c))), 0)
    const ownPath = words(route.path).join("/")
    const gap = distance(target, ownPath) / Math.max(target.length, ownPath.length, 1)
    return { route, match: score / missing.length, score: score / missing.length - gap / 2 }
  })
  return scored
    .filter(entry => entry.match >= 0.5)
    .sort((a, b) => b.score - a.score || a.route.path.localeCompare(b.route.path))
    .slice(0, limit)
    .map(entry => entry.route)
}

/** The site search for the path's words, or null when the path has none. */
export function searchHref(pathname: string): string | null {
  const query = pathWords(pathname)
  return query ? `/search?${new URLSearchParams({ q: query }).toString()}` : null
}
