import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"
import type { OgCard, OgImageRef } from "../../lib/og/card"
import { OG_DIR } from "../../lib/og/card"
import type { NavLink, Section } from "../../lib/sidebar/types"
import { renderOgPng } from "./render"
import { ogImageOf, ogSetup } from "./style"

/** A page as the post-build pass finds it in Gatsby's store: its context, if createPages gave it an image. */
export interface OgPage {
  path: string
  context?: { section?: Section; title?: string; breadcrumbs?: NavLink[]; ogImage?: OgImageRef }
}

export interface OgResult {
  images: number
  rendered: number
  bytes: number
  /** CPU seconds of this process: on a shared machine the wall time says more about the neighbours. */
  cpuSeconds: number
}

/** A file in public/ that shares the cached file's storage when both are on one file system. */
function publish(cached: string, target: string): void {
  if (existsSync(target)) return
  try {
    linkSync(cached, target)
  } catch {
    copyFileSync(cached, target)
  }
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Writes every page's preview image to public/og/<key>.png. Images live in `cacheDir` under
 * their key (a hash of everything that decides their pixels, ./style.ts), so a warm build
 * renders only images whose page title, section, colours, font, layout or libraries changed,
 * and links the rest into public/. Keys come from the page contexts createPages wrote; a
 * context whose key no longer matches its inputs is a bug and stops the build.
 */
export async function writeOgImages(pages: Iterable<OgPage>, publicDir: string, cacheDir: string): Promise<OgResult> {
  const cpu = process.cpuUsage()
  const setup = ogSetup()
  const cards = new Map<string, OgCard>()
  for (const page of pages) {
    const context = page.context
    if (!context?.ogImage || !context.section || context.title === undefined || !context.breadcrumbs) continue
    const { card, ref } = ogImageOf({
      section: context.section,
      title: context.title,
      breadcrumbs: context.breadcrumbs,
    })
    if (ref.path !== context.ogImage.path)
      throw new Error(
        `Preview image of ${page.path}: the page context names ${context.ogImage.path}, its inputs give ${ref.path}.`,
      )
    cards.set(ref.path, card)
  }
  mkdirSync(cacheDir, { recursive: true })
  const outDir = path.join(publicDir, OG_DIR)
  mkdirSync(outDir, { recursive: true })
  // Images of an earlier build that no page names any more (public/ is not emptied between builds).
  const names = new Set([...cards.keys()].map(sitePath => path.basename(sitePath)))
  for (const old of readdirSync(outDir)) if (!names.has(old)) rmSync(path.join(outDir, old))
  let rendered = 0
  let bytes = 0
  // satori lays out on this thread while sharp encodes on libuv's pool: a few in flight keep both busy.
  await eachLimited([...cards], availableParallelism() + 1, async ([sitePath, card]) => {
    const name = path.basename(sitePath)
    const cached = path.join(cacheDir, name)
    if (!existsSync(cached)) {
      const png = await renderOgPng(card, setup)
      // Written under a temporary name first: an interrupted build never leaves a half file under a key.
      writeFileSync(`${cached}.${process.pid}.tmp`, png)
      renameSync(`${cached}.${process.pid}.tmp`, cached)
      rendered += 1
    }
    bytes += statSync(cached).size
    publish(cached, path.join(outDir, name))
  })
  const used = process.cpuUsage(cpu)
  return { images: cards.size, rendered, bytes, cpuSeconds: (used.user + used.system) / 1e6 }
}
