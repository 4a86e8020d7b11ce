import { searchIgnore } from "../../lib/site-html/regions"

interface Props {
  method: string
  path: string
  server: string
  /** The id of the operation's code samples, which follow the reference where the page is one column. */
  samples?: string
}

/**
 * `METHOD /path` shown prominently at the top of an endpoint's generated reference, with a link
 * to its code samples and Try it for a reader whose screen puts them after the whole reference
 * (the stylesheet hides it where they sit beside it).
 */
export function EndpointBanner({ method, path, server, samples }: Props) {
  return (
    <p className="endpoint-banner">
      <span className={`method-badge method-${method.toLowerCase()}`}>{method}</span>
      <code className="endpoint-path" title={`${server}${path}`}>
        {path}
      </code>
      {samples && (
        <a className="endpoint-jump" href={`#${samples}`} {...searchIgnore}>
          Code samples and Try it
        </a>
      )}
    </p>
  )
}
