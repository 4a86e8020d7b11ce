import { Link } from "gatsby"
import React from "react"
import { product, productUrl } from "../../lib/product/product"

export function Navbar() {
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link to="/" className="navbar-brand">
          <span className="navbar-logo" aria-hidden="true">
            ◆
          </span>
          {product.siteTitle}
        </Link>
        <ul className="navbar-links">
          <li>
            <Link to="/api/" activeClassName="active" partiallyActive>
              API
            </Link>
          </li>
          <li>
            <a href={productUrl("website")} rel="noopener noreferrer">
              {product.name}
            </a>
          </li>
          <li>
            <a href={productUrl("dashboard")} rel="noopener noreferrer">
              Dashboard
            </a>
          </li>
        </ul>
      </nav>
    </header>
  )
}
