/**
 * The bodies of the data endpoints every website serves under `/data/`, for Blockhaven's sample
 * data. Each is the global variable or Twig function it is named after, computed by the same
 * implementation that templates call, so an endpoint's example on a page cannot drift from
 * what a template prints.
 */
import { findDefinition } from "./catalogue"
import { sampleEnvironment } from "./engine"
import { SAMPLE_CONTEXT } from "./sample-context"

/** A Twig function's result for the sample visitor at the sample request time. */
function call(name: string, ...args: unknown[]): unknown {
  const definition = findDefinition("function", name)
  if (!definition) throw new Error(`The data endpoints name a Twig function that does not exist: ${name}`)
  return definition.impl(sampleEnvironment(), ...args)
}

/** Endpoint paths (without `/data/` and `.json`) and what each returns, by the query parameters. */
const ENDPOINTS: [RegExp, (match: RegExpExecArray, query: URLSearchParams) => Record<string, unknown>][] = [
  [/^site$/, () => ({ site: SAMPLE_CONTEXT.site })],
  [/^servers$/, () => ({ servers: SAMPLE_CONTEXT.servers })],
  [/^user$/, () => ({ user: SAMPLE_CONTEXT.user })],
  [/^store$/, () => ({ store: SAMPLE_CONTEXT.store })],
  [/^store\/goal$/, () => ({ goal: call("store_goal") })],
  [/^store\/categories$/, () => ({ categories: call("store_categories") })],
  [
    /^store\/products$/,
    (_, query) => {
      const limit = query.get("limit")
      return { products: call("store_products", query.get("category"), limit === null ? undefined : Number(limit)) }
    },
  ],
  [/^store\/products\/([^/]+)$/, match => ({ product: call("store_product", decodeURIComponent(match[1])) })],
  [/^cart$/, () => ({ cart: call("cart") })],
]

/**
 * The JSON body that `url` (`/data/store/products.json?category=ranks`) answers for the sample
 * visitor. Throws for a path that is not a data endpoint, and with the function's own message
 * for arguments it refuses (an unknown category).
 */
export function dataEndpointBody(url: string): Record<string, unknown> {
  const parsed = new URL(url, "https://site.invalid")
  const name = /^\/data\/(.+)\.json$/.exec(parsed.pathname)?.[1]
  for (const [pattern, body] of ENDPOINTS) {
    const match = name === undefined ? null : pattern.exec(name)
    if (match) return body(match, parsed.searchParams)
  }
  throw new Error(
    `${url} is not a data endpoint (/data/site.json, servers, user, store, store/goal, store/categories, store/products, store/products/<id-or-slug>, cart)`,
  )
}
