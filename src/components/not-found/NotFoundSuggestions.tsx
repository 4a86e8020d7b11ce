import { Link } from "gatsby"
import { pathWords, searchHref, suggestRoutes, type Route } from "../../lib/not-found/suggest"

interface Props {
  /** The missing path, as the address bar has it. */
  pathname: string
  routes: readonly Route[]
}

/** "Did you mean": the pages nearest to the missing path, and a search for its words. */
export function NotFoundSuggestions({ pathname, routes }: Props) {
  const nearest = suggestRoutes(pathname, routes)
  const search = searchHref(pathname)
  return (
    <>
      {nearest.length > 0 && (
        <>
          <h2>Did you mean?</h2>
          <ul className="not-found-suggestions">
            {nearest.map(route => (
              <li key={route.path}>
                <Link to={route.path}>{route.title}</Link> <span className="not-found-path">{route.path}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {search && (
        <p>
          <Link to={search}>Search the docs for “{pathWords(pathname)}”</Link>
        </p>
      )}
    </>
  )
}
