import { Link } from "gatsby"
import { searchIgnore, searchSection } from "../../lib/site-html/regions"
import { SECTIONS, type NavLink, type Section } from "../../lib/sidebar/types"

export function Breadcrumbs({ section, trail, current }: { section: Section; trail: NavLink[]; current: string }) {
  const root = SECTIONS[section]
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs" {...searchIgnore}>
      <ol>
        <li>
          <Link to={root.basePath}>{root.rootLabel}</Link>
        </li>
        {trail.map((link, i) => (
          <li key={link.path}>
            {/* The first step below the root names the section a page's search hits are grouped under. */}
            <Link to={link.path} {...(i === 0 ? searchSection(link.label) : {})}>
              {link.label}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
