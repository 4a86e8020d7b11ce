import { Link } from "gatsby"
import { product } from "../../lib/product/product"
import { SearchButton } from "../search/SearchButton"
import { ColourModeSwitch } from "./ColourModeSwitch"
import { useHideOnScroll } from "./hooks/useHideOnScroll"
import { NavLinks } from "./NavLinks"

interface Props {
  pathname: string
  menuOpen: boolean
  onMenuOpen: () => void
}

export function Navbar({ pathname, menuOpen, onMenuOpen }: Props) {
  const hidden = useHideOnScroll(menuOpen)
  return (
    <header className={`navbar${hidden ? " navbar-hidden" : ""}`}>
      <nav className="navbar-inner" aria-label="Main">
        <button
          type="button"
          className="navbar-menu-button"
          aria-label="Open navigation menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-navigation"
          onClick={onMenuOpen}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link to="/" className="navbar-brand">
          <span className="navbar-logo" aria-hidden="true">
            ◆
          </span>
          {product.siteTitle}
        </Link>
        <NavLinks className="navbar-links" />
        <SearchButton pathname={pathname} />
        <ColourModeSwitch />
      </nav>
    </header>
  )
}
