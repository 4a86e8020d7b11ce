import { Link } from "gatsby"
import { SECTIONS, type NavLink, type Section } from "../../lib/sidebar/types"

export function Breadcrumbs({ section, trail, current }: { section: Section; trail: NavLink[]; current: string }) {
  const root = SECTIONS[section]
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to={root.basePath}>{section === "api" ? "API" : "Home"}</Link>
        </li>
        {trail.map(link => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
