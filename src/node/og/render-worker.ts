import { parentPort, workerData } from "node:worker_threads"
import type { OgCard } from "../../lib/og/card"
import { renderCardsInto } from "./render-cache"
import type { OgSetup } from "./style"

/**
 * The early run's worker thread (./worker-run.ts): renders the cards it is handed into the
 * cache and reports how many it rendered, or why it stopped.
 */
interface Job {
  cards: [string, OgCard][]
  cacheDir: string
  setup: OgSetup
}

const job = workerData as Job
// Fonts arrive as Uint8Arrays (structured clone); satori and the cache key want Buffers.
const setup: OgSetup = { ...job.setup, fonts: job.setup.fonts.map(font => ({ ...font, data: Buffer.from(font.data) })) }
renderCardsInto(job.cards, job.cacheDir, setup).then(
  rendered => parentPort?.postMessage({ rendered }),
  (error: unknown) =>
    parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
)
