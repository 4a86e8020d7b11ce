import { Link } from "gatsby"
import { searchIgnore } from "../../lib/site-html/regions"
import type { NavLink } from "../../lib/sidebar/types"

export function PrevNext({ previous, next }: { previous: NavLink | null; next: NavLink | null }) {
  if (!previous && !next) return null
  return (
    <nav className="prev-next" aria-label="Previous and next pages" {...searchIgnore}>
      {previous ? (
        <Link to={previous.path} rel="prev" className="prev-next-link prev">
          <span className="prev-next-hint">Previous</span>
          {previous.label}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.path} rel="next" className="prev-next-link next">
          <span className="prev-next-hint">Next</span>
          {next.label}
        </Link>
      )}
    </nav>
  )
}
