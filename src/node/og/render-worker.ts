import { getPriority } from "node:os"
import type { OgCard } from "../../lib/og/card"
import { renderCardsInto } from "./render-cache"
import type { OgSetup } from "./style"
import type { WorkerReport } from "./worker-run"

/**
 * The early run's process (./worker-run.ts): renders the cards it is sent into the cache and
 * reports how many it rendered, or why it stopped. It ends with the build: when the build's
 * process goes, so does the channel, and this process with it.
 */
interface Job {
  cards: [string, OgCard][]
  cacheDir: string
  setup: OgSetup
}

const report = (message: WorkerReport) => process.send?.(message, () => process.disconnect())

process.once("disconnect", () => process.exit(0))
process.once("message", (job: Job) => {
  // Fonts arrive as Uint8Arrays (structured clone); satori and the cache key want Buffers.
  const setup: OgSetup = {
    ...job.setup,
    fonts: job.setup.fonts.map(font => ({ ...font, data: Buffer.from(font.data) })),
  }
  renderCardsInto(job.cards, job.cacheDir, setup).then(
    rendered => report({ rendered, priority: getPriority() }),
    (error: unknown) => report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  )
})
