/**
 * A loader that runs `load` at most once at a time and keeps its result. A failed attempt
 * (offline, a chunk gone after a deploy) is forgotten, so the next call tries afresh — webpack
 * fetches a failed chunk again when asked again. Callers handle the rejection themselves.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    if (!pending) {
      pending = load().catch((error: unknown) => {
        pending = null
        throw error
      })
    }
    return pending
  }
}
