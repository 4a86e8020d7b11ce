import type { SearchClient } from "instantsearch.js"
import { searchConfig, type SearchConfig } from "../../lib/search/config"
import { isUsableHit } from "../../lib/search/hit-url"
import type { SearchRequest } from "../../lib/search/local-client"
import { createLocalBackend } from "./local-backend"

/**
 * The one search client the UI is handed: the embedded index by default, the hosted service
 * when the GATSBY_ALGOLIA_* settings were present at build time. This module is a chunk of its
 * own, loaded on first use (hover, focus, the shortcut), so search costs nothing on page load.
 * The embedded index's backend is part of it: it is a few lines that start the search worker,
 * and a chunk of its own would put one more download between the shortcut and the worker's
 * first request. The hosted client is large and stays its own chunk.
 */
export interface UiSearchClient {
  search(requests: SearchRequest[]): Promise<{ results: unknown[] }>
}

// Gatsby inlines process.env.GATSBY_* only when written out literally.
export const SEARCH_CONFIG: SearchConfig = searchConfig({
  GATSBY_ALGOLIA_APP_ID: process.env.GATSBY_ALGOLIA_APP_ID,
  GATSBY_ALGOLIA_SEARCH_KEY: process.env.GATSBY_ALGOLIA_SEARCH_KEY,
  GATSBY_ALGOLIA_INDEX_NAME: process.env.GATSBY_ALGOLIA_INDEX_NAME,
  GATSBY_ALGOLIA_HOSTS: process.env.GATSBY_ALGOLIA_HOSTS,
})

export const INDEX_NAME = SEARCH_CONFIG.mode === "hosted" ? SEARCH_CONFIG.indexName : "questforge-docs"

let backend: Promise<UiSearchClient> | null = null

function loadBackend(): Promise<UiSearchClient> {
  if (!backend) {
    const config = SEARCH_CONFIG
    backend = (
      config.mode === "hosted"
        ? import("../../lib/search/hosted-client").then(
            m => m.createHostedSearchClient(config) as unknown as UiSearchClient,
          )
        : Promise.resolve(createLocalBackend())
    ).catch(error => {
      backend = null // a failed chunk or index download is retried on the next query
      throw error
    })
  }
  return backend
}

/** Starts downloading the search code and index (on hover or focus of the search button). */
export function preloadSearch(): void {
  loadBackend()
    .then(client => (client as { preload?: () => Promise<unknown> }).preload?.())
    .catch(() => undefined)
}

const emptyResult = (request: SearchRequest) => ({
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: 0,
  hitsPerPage: request.params?.hitsPerPage ?? 20,
  processingTimeMS: 0,
  exhaustiveNbHits: true,
  query: "",
  params: "",
  index: request.indexName,
})

/** An empty query shows the start screen: answer it here instead of asking a backend. */
const client: UiSearchClient = {
  async search(requests) {
    if (requests.every(request => !request.params?.query?.trim())) {
      return { results: requests.map(emptyResult) }
    }
    const client = await loadBackend()
    const { results } = await client.search(requests)
    // Index records are input: only hits with a safe URL and a readable hierarchy reach the screens.
    return {
      results: results.map(result => {
        const { hits } = result as { hits?: unknown[] }
        return Array.isArray(hits) ? { ...(result as object), hits: hits.filter(isUsableHit) } : result
      }),
    }
  },
}

/** InstantSearch's client type; ours answers the subset of it the widgets use. */
export const searchClient = client as unknown as SearchClient
