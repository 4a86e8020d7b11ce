import { createLocalSearchClient } from "../../lib/search/local-client"
import { loadIndexFile } from "../../lib/search/local-index"

/** The embedded index, fetched once; a failed download is tried again on the next query. */
export function createLocalBackend(indexUrl: string) {
  let index: ReturnType<typeof fetchIndex> | null = null
  const fetchIndex = () =>
    fetch(indexUrl)
      .then(response => {
        if (!response.ok) throw new Error(`Search index request failed with status ${response.status}`)
        return response.text()
      })
      .then(loadIndexFile)
  const getIndex = () => {
    if (!index) {
      index = fetchIndex().catch(error => {
        index = null
        throw error
      })
    }
    return index
  }
  const client = { ...createLocalSearchClient(getIndex), preload: getIndex }
  // `npm run bench` times queries through this exact client in Chromium.
  ;(window as unknown as { questforgeSearchClient?: typeof client }).questforgeSearchClient = client
  return client
}
