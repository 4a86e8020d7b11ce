import { existsSync, mkdirSync } from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"
import type { OgCard } from "../../lib/og/card"
import { renderOgPng } from "./render"
import type { OgSetup } from "./style"
import { writeWhole } from "../write-whole"

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Where a card's image is kept in the cache: under its key, the last part of its site path. */
const cachedFile = (cacheDir: string, sitePath: string) => path.join(cacheDir, path.basename(sitePath))

/** The cards whose image is not in the cache yet. */
export const uncachedCards = (cards: [string, OgCard][], cacheDir: string) =>
  cards.filter(([sitePath]) => !existsSync(cachedFile(cacheDir, sitePath)))

/**
 * Renders into `cacheDir` every card without a cached image; returns how many it rendered.
 * Runs in the build's process (what the early run left) or in the early run's worker
 * (./render-worker.ts), so it takes the setup instead of reading it.
 */
export async function renderCardsInto(cards: [string, OgCard][], cacheDir: string, setup: OgSetup): Promise<number> {
  mkdirSync(cacheDir, { recursive: true })
  let rendered = 0
  // satori lays out on this thread while sharp encodes on libuv's pool: a few in flight keep both busy.
  await eachLimited(cards, availableParallelism() + 1, async ([sitePath, card]) => {
    const cached = cachedFile(cacheDir, sitePath)
    if (existsSync(cached)) return
    const png = await renderOgPng(card, setup)
    writeWhole(cached, png) // an interrupted build never leaves a half file under a key
    rendered += 1
  })
  return rendered
}
