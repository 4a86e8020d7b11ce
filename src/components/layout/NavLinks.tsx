import { Link } from "gatsby"
import { product, productUrl } from "../../lib/product/product"

/** The navbar's links, shared by the desktop bar and the mobile drawer. */
export function NavLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
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
  )
}
