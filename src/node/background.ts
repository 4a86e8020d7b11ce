import { getPriority, setPriority } from "node:os"

/**
 * How much lower background work runs than the build itself (Unix niceness: 0 is the usual, 19
 * the lowest). The preview images (./og/worker-run.ts) render beside the build at this priority:
 * they take only a tenth of a core that the build's own processes want, and finish well before
 * the post-build step needs them, at +1,000 pages too (~13 s of CPU there).
 */
export const BACKGROUND_NICENESS = 10

/**
 * The lowest priority, for work only the build's last step reads: the Markdown twins the early
 * page compile serialises after handing over its pages (./page-body/ahead.ts). It runs only on
 * time the build leaves idle on the cores (from webpack's minification on, the second core is
 * partly free). Four alternating cold builds at the site's own size: 11.74 / 11.27 / 11.51 /
 * 11.82 s with the twins serialised before the hand-over, 11.58 / 11.10 / 11.06 / 11.74 s at this
 * priority after it.
 */
export const IDLE_NICENESS = 19

/** The niceness of background work: the build's own, lowered by `niceness`. */
export const backgroundPriority = (niceness = BACKGROUND_NICENESS) => Math.min(19, getPriority() + niceness)

/**
 * Lowers a process (this one by default) to backgroundPriority(niceness). Returns the niceness
 * it runs at, or null when the system refused: the work then keeps the build's priority, which
 * costs time, not output.
 */
export function runInBackground(pid = 0, niceness = BACKGROUND_NICENESS): number | null {
  try {
    setPriority(pid, backgroundPriority(niceness))
    return getPriority(pid)
  } catch {
    return null
  }
}
