/** One key's standing after a request, in the terms of the API's rate-limit headers. */
export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** Unix time in seconds at which the window ends (`X-RateLimit-Reset`). */
  resetAt: number
  /** Whole seconds until the window ends, at least 1 (`Retry-After` when refused). */
  retryAfter: number
}

/**
 * The documented limit: `limit` requests per key in a window of `windowMs` that starts with the
 * key's first request; the window's end resets the count. `now` is the clock, so a test can
 * move time instead of waiting.
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>()
  return (key: string): RateDecision => {
    const time = now()
    let window = windows.get(key)
    if (!window || time >= window.start + windowMs) windows.set(key, (window = { start: time, count: 0 }))
    window.count += 1
    const end = window.start + windowMs
    return {
      allowed: window.count <= limit,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetAt: Math.ceil(end / 1000),
      retryAfter: Math.max(1, Math.ceil((end - time) / 1000)),
    }
  }
}
