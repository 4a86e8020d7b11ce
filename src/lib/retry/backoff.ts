/**
 * A loader that is tried again after a failure, but never in a loop: once a load fails, every
 * call gets that same failure until the next wait has passed (2 s, 5 s, 15 s, then once a
 * minute), however often the UI asks. A success is kept for good.
 */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 60_000]

export function createBackoffLoader<T>(
  load: () => Promise<T>,
  now: () => number = Date.now,
  delays: number[] = RETRY_DELAYS_MS,
) {
  let current: Promise<T> | null = null
  let failures = 0
  let retryAt = 0
  return function get(): Promise<T> {
    if (current && (failures === 0 || now() < retryAt)) return current
    const attempt = load()
    current = attempt
    attempt.then(
      () => {
        failures = 0
      },
      () => {
        if (current !== attempt) return
        retryAt = now() + delays[Math.min(failures, delays.length - 1)]
        failures += 1
      },
    )
    return attempt
  }
}
