import { Link } from "gatsby"
import { type ReactNode } from "react"
import { normalizeHref } from "../../lib/paths/html-suffix"

interface Props {
  href?: string
  children?: ReactNode
  className?: string
  id?: string
  title?: string
}

/** Content links: internal ones route on the client, external ones never share the opener. */
export function SmartLink({ href = "", children, ...rest }: Props) {
  // A file such as /api/openapi.yaml is not a page: the browser fetches it, the router must not.
  const isFile = /\.(?!html$)[a-z0-9]+$/i.test(href.split(/[?#]/)[0])
  if (href.startsWith("/") && !href.startsWith("//") && !isFile) {
    return (
      <Link to={normalizeHref(href)} {...rest}>
        {children}
      </Link>
    )
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("mailto:")) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
