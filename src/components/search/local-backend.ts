import { createLocalSearchClient } from "../../lib/search/local-client"
import { loadIndexFile } from "../../lib/search/local-index"
import { createBackoffLoader } from "../../lib/retry/backoff"

/**
 * The embedded index, fetched once. A failed download (status, network, a damaged file) is
 * tried again with a growing wait, never once per query: an outage must not become a storm.
 */
export function createLocalBackend(indexUrl: string) {
  const fetchIndex = () =>
    fetch(indexUrl)
      .then(response => {
        if (!response.ok) throw new Error(`Search index request failed with status ${response.status}`)
        return response.text()
      })
      .then(loadIndexFile)
  const getIndex = createBackoffLoader(fetchIndex)
  const client = { ...createLocalSearchClient(getIndex), preload: getIndex }
  // `npm run bench` times queries through this exact client in Chromium.
  ;(window as unknown as { questforgeSearchClient?: typeof client }).questforgeSearchClient = client
  return client
}
