import { createBackoffLoader } from "../../retry/backoff"

/** After a failed query, the manifest is asked again at most this often. */
export const RECHECK_MS = 30_000

/**
 * The index a tab searches, kept across queries. A deploy removes the previous version's
 * folder of shards, so a tab opened before it fails on the next piece it needs: after a failed
 * query the manifest is fetched again (at most once every RECHECK_MS, so an outage costs one
 * request per half minute, not one per keystroke) and a new version replaces the old one.
 */
export function createCurrentIndex<T extends { version: string }, S>(
  fetchManifest: () => Promise<T>,
  open: (manifest: T) => S,
  now: () => number = Date.now,
) {
  let current: { version: string; source: S } | null = null
  let checked = 0
  const load = createBackoffLoader(async () => {
    const manifest = await fetchManifest()
    checked = now()
    current = { version: manifest.version, source: open(manifest) }
    return current
  }, now)
  return {
    get: async (): Promise<S> => (current ?? (await load())).source,
    /** Call when a query failed: a newer manifest, if there is one, is used from the next query on. */
    async failed(): Promise<void> {
      if (!current || now() - checked < RECHECK_MS) return
      checked = now()
      const manifest = await fetchManifest().catch(() => null)
      if (manifest && manifest.version !== current.version)
        current = { version: manifest.version, source: open(manifest) }
    },
  }
}
