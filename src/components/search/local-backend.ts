import { createLocalSearchClient } from "../../lib/search/local-client"
import { loadIndexFile } from "../../lib/search/local-index"
import { createBackoffLoader } from "../../lib/retry/backoff"
import { fetchTextUnlessStalled } from "../../lib/retry/stalled-fetch"

/** How long the index download may make no progress before search says it cannot load. */
export const INDEX_STALL_MS = 15_000

/**
 * The embedded index, fetched once. A failed download (status, network, a damaged file) is
 * tried again with a growing wait, never once per query: an outage must not become a storm.
 */
export function createLocalBackend(indexUrl: string) {
  // A stalled download counts as a failure (the error screen, then the backoff's next try).
  const fetchIndex = () => fetchTextUnlessStalled(indexUrl, INDEX_STALL_MS).then(loadIndexFile)
  const getIndex = createBackoffLoader(fetchIndex)
  const client = { ...createLocalSearchClient(getIndex), preload: getIndex }
  // `npm run bench` times queries through this exact client in Chromium.
  ;(window as unknown as { questforgeSearchClient?: typeof client }).questforgeSearchClient = client
  return client
}
