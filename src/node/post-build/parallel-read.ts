import path from "node:path"
import { Worker } from "node:worker_threads"
import { ROOT_DIR } from "../product"
import { assembleSite, readPage, siteUrlOf, type BuiltSite, type PageReading } from "./read-built-site"
import { htmlFiles } from "./site-files"

/** The helper thread's code (./read-worker.ts), bundled with the Gatsby API files (src/node/gatsby-api/load.cjs). */
export const READ_WORKER_BUNDLE = path.join(ROOT_DIR, ".build", "gatsby-api", "read-pages-worker.cjs")

/**
 * Below this many pages the build's thread reads them alone: a helper thread takes ~0.1 s to
 * start, and on the 2-core build machine the site's own 133 pages took longer with one (0.18–0.23
 * against 0.14 s); at +1,000 pages 0.83–0.95 against 1.0–1.6 s (one run, three rounds).
 */
export const HELPER_FROM_PAGES = 500

/**
 * What the helper thread is handed. `shared` holds, for both threads, the number of the next
 * page to read and how many pages the helper took.
 */
export interface ReadJob {
  publicDir: string
  files: string[]
  siteUrl: string
  shared: Int32Array
}

const NEXT = 0
const HELPER_TOOK = 1

/** Takes the next page's number (past the end when every page is taken). */
export const takeNext = (shared: Int32Array): number => Atomics.add(shared, NEXT, 1)

/** The helper's take: the same, and counted, so the build's thread knows whether to wait for it. */
export function helperTakes(shared: Int32Array): number {
  Atomics.add(shared, HELPER_TOOK, 1)
  return takeNext(shared)
}

/**
 * Starts the helper; `readings()` gives what it read by page number, none when it could not
 * start or stopped, and does not wait for a helper that took no page (it is stopped instead).
 */
function startHelper(job: ReadJob, bundle: string): { readings(): Promise<Map<number, PageReading>> } {
  let worker: Worker
  try {
    worker = new Worker(bundle, { workerData: job })
  } catch {
    return { readings: async () => new Map() }
  }
  const answer = new Promise<Map<number, PageReading>>(resolve => {
    worker.once("message", (readings: [number, PageReading][]) => resolve(new Map(readings)))
    worker.once("error", () => resolve(new Map()))
    worker.once("exit", () => resolve(new Map())) // after a message, the promise is settled already
  })
  return {
    readings() {
      if (Atomics.load(job.shared, HELPER_TOOK) > 0) return answer
      void worker.terminate()
      return Promise.resolve(new Map())
    },
  }
}

/**
 * Reads every built page once, as readBuiltSite does, on two threads: the build's own and a
 * helper thread, each taking the next unread page from a counter they share, so neither waits
 * while the other has pages left. The post-build steps run after Gatsby's HTML worker is done,
 * when the machine's other core is idle: at +1,000 pages, reading took 1.1 s of the build's
 * thread. A helper that took no page by the time this thread has read the rest (a small site)
 * is stopped, not waited for. A page the helper took but did not return (it stopped) is read
 * here afterwards, so its failure costs time, never a page, and a page that cannot be read
 * fails here with its own error.
 */
export async function readBuiltSiteInParallel(
  publicDir: string,
  siteUrl = siteUrlOf(),
  { bundle = READ_WORKER_BUNDLE, helperFrom = HELPER_FROM_PAGES } = {},
): Promise<BuiltSite> {
  const files = [...htmlFiles(publicDir)]
  const readings: (PageReading | undefined)[] = new Array(files.length)
  const shared = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT))
  const helper = files.length >= helperFrom ? startHelper({ publicDir, files, siteUrl, shared }, bundle) : null
  for (let i = takeNext(shared); i < files.length; i = takeNext(shared))
    readings[i] = readPage(publicDir, files[i]!, siteUrl)
  for (const [i, reading] of (await helper?.readings()) ?? []) readings[i] = reading
  for (let i = 0; i < files.length; i++) readings[i] ??= readPage(publicDir, files[i]!, siteUrl)
  return assembleSite(readings as PageReading[])
}
