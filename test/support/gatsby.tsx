/**
 * What a component test gets for `import … from "gatsby"` (jest.config.js maps the package
 * here): the real module needs Gatsby's runtime (its loader, router and page data), which a
 * component rendered on its own does not have. A <Link> becomes the <a href> it is in the
 * built page; `navigate` is a mock, so a test can tell where a click would have gone.
 */
import type { AnchorHTMLAttributes } from "react"

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
}

export function Link({ to, children, ...props }: LinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  )
}

export const navigate = jest.fn((_to: string, _options?: unknown) => Promise.resolve())
