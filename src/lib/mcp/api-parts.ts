import type { ErrorObject } from "ajv/dist/2020"
import type { OpenApiDocument, Operation } from "../openapi/types"

/** `/website/users/{user}` → a pattern whose groups are the path parameters, in order. */
export function routePattern(route: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = route
    .split(/(\{[^}]+\})/)
    .map(part => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1]
      if (name) {
        names.push(name)
        return "([^/]+)"
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    })
    .join("")
  return { pattern: new RegExp(`^${source}/?$`), names }
}

export const describeError = (error: ErrorObject) =>
  `${error.instancePath || "(the value)"} ${error.message ?? "is invalid"}${
    error.keyword === "enum" ? `: ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}` : ""
  }${error.keyword === "additionalProperties" ? ` (${(error.params as { additionalProperty: string }).additionalProperty})` : ""}`

/**
 * What the operation's security asks for and the request lacks — `the X-Server-Key header`,
 * `an Authorization: Bearer <key> header` — or null when one of its requirements is met.
 */
export function missingCredentials(
  doc: OpenApiDocument,
  operation: Operation,
  headers: Map<string, string>,
): string | null {
  const schemes = doc.components?.securitySchemes ?? {}
  const requirements = operation.security ?? (doc as { security?: Record<string, string[]>[] }).security ?? []
  const credentialOf = (name: string) => {
    const scheme = schemes[name]
    if (scheme?.type === "apiKey" && scheme.in === "header")
      return scheme.name ? headers.get(scheme.name.toLowerCase()) : undefined
    if (scheme?.type === "http" && scheme.scheme === "bearer") {
      const value = headers.get("authorization")
      return value && /^Bearer\s+\S+/i.test(value) ? value : undefined
    }
    return undefined
  }
  if (!requirements.length || requirements.some(req => Object.keys(req).every(name => credentialOf(name)))) return null
  return requirements
    .map(req =>
      Object.keys(req)
        .map(name => {
          const scheme = schemes[name]
          return scheme?.type === "http"
            ? "an Authorization: Bearer <key> header"
            : `the ${scheme?.name ?? name} header`
        })
        .join(" and "),
    )
    .join(", or ")
}
