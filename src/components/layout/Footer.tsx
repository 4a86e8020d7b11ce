import type { ProductUrlKey } from "../../lib/product/schema"
import { product, productUrl } from "../../lib/product/product"

const LINKS: { key: ProductUrlKey; label: string }[] = [
  { key: "dashboard", label: "Control panel" },
  { key: "status", label: "Status" },
  { key: "chat", label: "Community chat" },
  { key: "social", label: "Social" },
  { key: "terms", label: "Terms" },
  { key: "privacy", label: "Privacy" },
]

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          {LINKS.map(link => (
            <li key={link.key}>
              <a href={productUrl(link.key)} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
          <li>
            {/* The index of every page as Markdown, for AI tools (llmstxt.org). */}
            <a href="/llms.txt" type="text/plain">
              llms.txt
            </a>
          </li>
        </ul>
      </nav>
      <p className="footer-copyright">
        Copyright © {product.copyrightYear} {product.name}. All rights reserved.
      </p>
    </footer>
  )
}
