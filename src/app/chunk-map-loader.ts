import { chunkMapUrl } from "../lib/chunk-map"

type ChunkMap = Record<string, string[]>

declare global {
  interface Window {
    ___chunkMapping?: ChunkMap
    ___webpackCompilationHash?: string
  }
}

/**
 * Gives Gatsby's prefetcher its chunk map without inlining it in every page (src/lib/chunk-map.ts):
 * an empty map at once (prefetching then fetches page data only, and following a link loads
 * its scripts as usual), filled from the build's map file when the browser is idle. Skipped
 * where prefetching is off; a failed fetch leaves the empty map: nothing breaks, pages load
 * their scripts when followed.
 */
export function loadChunkMap(prefetching: boolean): void {
  const map: ChunkMap = window.___chunkMapping ?? {}
  window.___chunkMapping = map
  const hash = window.___webpackCompilationHash
  if (!prefetching || !hash) return
  const fetchMap = () =>
    fetch(chunkMapUrl(hash))
      .then(response => (response.ok ? (response.json() as Promise<ChunkMap>) : {}))
      .then(entries => Object.assign(map, entries))
      .catch(() => undefined)
  const idle = (window as Window & { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback
  if (idle) idle(fetchMap)
  else window.setTimeout(fetchMap, 1000)
}
