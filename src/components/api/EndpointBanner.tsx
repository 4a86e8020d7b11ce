interface Props {
  method: string
  path: string
  server: string
}

/** `METHOD /path` shown prominently at the top of an endpoint's generated reference. */
export function EndpointBanner({ method, path, server }: Props) {
  return (
    <p className="endpoint-banner">
      <span className={`method-badge method-${method.toLowerCase()}`}>{method}</span>
      <code className="endpoint-path" title={`${server}${path}`}>
        {path}
      </code>
    </p>
  )
}
