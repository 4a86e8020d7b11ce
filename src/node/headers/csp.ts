import { createHash } from "node:crypto"
import { searchConfig, type SearchEnv } from "../../lib/search/config"

/**
 * The Content-Security-Policy every response carries (./rules.ts puts it on `/*`): scripts and
 * styles only from the site or by the hash of an inline one the built pages hold, connections
 * only to the site and the search service the build is configured for.
 */

/** `'sha256-…'` source expression for an inline script or style element's text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/**
 * Origins the browser's search client talks to: none for the embedded index; the hosted
 * service's query hosts when the GATSBY_ALGOLIA_* settings are present at build time (the
 * hosts the lite client uses by default, or GATSBY_ALGOLIA_HOSTS, plain http on localhost as
 * in src/lib/search/hosted-client.ts).
 */
export function searchOrigins(env: SearchEnv): string[] {
  const config = searchConfig(env)
  if (config.mode === "local") return []
  if (config.hosts.length)
    return config.hosts.map(host =>
      host.startsWith("localhost") || host.startsWith("127.") ? `http://${host}` : `https://${host}`,
    )
  const app = config.appId.toLowerCase()
  return [`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map(n => `https://${app}-${n}.algolianet.com`)]
}

export interface PolicyInput {
  /** Hashes (`'sha256-…'`) of every inline script in the built pages. */
  scriptHashes: string[]
  /** Hashes of every `<style>` element: Gatsby's inlined CSS and the live-example preview's. */
  styleHashes: string[]
  /** Hashes of the `style` attribute values React writes into the built HTML. */
  styleAttributeHashes?: string[]
  connectOrigins: string[]
}

const unique = (values: string[]) => [...new Set(values)].sort()

export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  styleAttributeHashes = [],
  connectOrigins,
}: PolicyInput): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...unique(scriptHashes)]],
    ["style-src", ["'self'", ...unique(styleHashes)]],
    // Exactly the attribute values in the built pages (Gatsby's `outline:none` focus wrapper and
    // visually hidden route announcer): `'unsafe-hashes'` lets a hash match an attribute, and
    // here only in style attributes, never in event handlers (script-src has no such keyword).
    ["style-src-attr", styleAttributeHashes.length ? ["'unsafe-hashes'", ...unique(styleAttributeHashes)] : ["'none'"]],
    ["img-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...unique(connectOrigins)]],
    // The live examples' previews are `srcdoc` frames: not fetched, so no source is needed
    // for them; they inherit this whole policy.
    ["frame-src", ["'self'"]],
    ["child-src", ["'self'"]],
    // Workers served from the site itself: the live examples' Twig runtime and the embedded search.
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}
