/**
 * Which search backend the browser uses. The embedded index is the default; the hosted
 * service is used when all three public settings are present at build time. Only the
 * search-only key may ever reach the browser: the admin key is read by the build alone.
 */
export type SearchConfig =
  | { mode: "local"; indexUrl: string }
  | { mode: "hosted"; appId: string; searchKey: string; indexName: string; hosts: string[] }

export interface SearchEnv {
  GATSBY_ALGOLIA_APP_ID?: string
  GATSBY_ALGOLIA_SEARCH_KEY?: string
  GATSBY_ALGOLIA_INDEX_NAME?: string
  /** Optional `host:port` list, e.g. a local server speaking the same REST shape in tests. */
  GATSBY_ALGOLIA_HOSTS?: string
}

/** The embedded index's manifest (src/lib/search/shards/format.ts); the pieces it names sit under /search-shards/. */
export const LOCAL_INDEX_URL = "/search-index.json"
/** The script that searches the embedded index off the main thread. */
export const LOCAL_WORKER_URL = "/search-worker.js"

export function searchConfig(env: SearchEnv): SearchConfig {
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim()
  const searchKey = env.GATSBY_ALGOLIA_SEARCH_KEY?.trim()
  const indexName = env.GATSBY_ALGOLIA_INDEX_NAME?.trim()
  if (!appId || !searchKey || !indexName) return { mode: "local", indexUrl: LOCAL_INDEX_URL }
  const hosts = (env.GATSBY_ALGOLIA_HOSTS ?? "")
    .split(",")
    .map(host => host.trim())
    .filter(Boolean)
  return { mode: "hosted", appId, searchKey, indexName, hosts }
}

/** Connect 1 s, read 2 s, write 30 s (the client retries a failed host after 2 minutes). */
export const TIMEOUTS = { connect: 1000, read: 2000, write: 30000 }
