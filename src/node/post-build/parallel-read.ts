import { readFileSync } from "node:fs"
import path from "node:path"
import { Worker } from "node:worker_threads"
import { docsSiteUrl, ROOT_DIR } from "../product"
import { keptReadings, pageDigest } from "./kept-readings"
import { assembleSite, readPage, type BuiltSite, type PageReading } from "./read-built-site"
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

/** Where a build keeps its pages' readings for the next one (./kept-readings.ts), and the build's code. */
export interface KeepReadings {
  file: string
  buildCode: string
}

/**
 * Reads every built page once, as readBuiltSite does. With `keep`, a page whose HTML is the one
 * the previous build read takes that build's reading (./kept-readings.ts), and this build's
 * readings are kept for the next. The pages left to read are read on two threads: the build's own and a
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
  siteUrl = docsSiteUrl(),
  {
    bundle = READ_WORKER_BUNDLE,
    helperFrom = HELPER_FROM_PAGES,
    keep,
  }: { bundle?: string; helperFrom?: number; keep?: KeepReadings } = {},
): Promise<BuiltSite> {
  const all = [...htmlFiles(publicDir)]
  const pageOf = (file: string) => path.relative(publicDir, file)
  const kept = keep ? keptReadings(keep.file) : null
  const digests = kept ? all.map(file => pageDigest(readFileSync(file), siteUrl, keep!.buildCode)) : []
  const readings = all.map((file, i) => kept?.get(pageOf(file), digests[i]!))
  const left = all.flatMap((_, i) => (readings[i] ? [] : [i]))
  const files = left.map(i => all[i]!)
  const read: (PageReading | undefined)[] = new Array(files.length)
  const shared = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT))
  const helper = files.length >= helperFrom ? startHelper({ publicDir, files, siteUrl, shared }, bundle) : null
  for (let i = takeNext(shared); i < files.length; i = takeNext(shared))
    read[i] = readPage(publicDir, files[i]!, siteUrl)
  for (const [i, reading] of (await helper?.readings()) ?? []) read[i] = reading
  for (let i = 0; i < files.length; i++) readings[left[i]!] = read[i] ?? readPage(publicDir, files[i]!, siteUrl)
  kept?.save(all.map((file, i) => [pageOf(file), digests[i]!, readings[i]!]))
  return assembleSite(readings as PageReading[])
}
