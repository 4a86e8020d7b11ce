import type { Page } from "@playwright/test"

/**
 * The longest the page's own thread went without running a timer over `ms` milliseconds:
 * tens of milliseconds on a responsive page, seconds while a script blocks it.
 */
export function longestStall(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    ms =>
      new Promise<number>(resolve => {
        let last = performance.now()
        let longest = 0
        const tick = setInterval(() => {
          const now = performance.now()
          longest = Math.max(longest, now - last)
          last = now
        }, 20)
        setTimeout(() => {
          clearInterval(tick)
          resolve(longest)
        }, ms)
      }),
    ms,
  )
}
