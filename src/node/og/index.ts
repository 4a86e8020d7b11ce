import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs"
import path from "node:path"
import type { OgCard, OgImageRef } from "../../lib/og/card"
import { OG_DIR } from "../../lib/og/card"
import type { NavLink, Section } from "../../lib/sidebar/types"
import { renderCardsInto, uncachedCards } from "./render-cache"
import { ogImageOf, ogSetup } from "./style"
import { renderInWorker } from "./worker-run"

/** Where built preview images are kept between builds, under the project's folder. */
export const ogCacheDir = (projectDir: string) => path.join(projectDir, ".cache", "og-images")

/** A page as the post-build pass finds it in Gatsby's store: its context, if createPages gave it an image. */
export interface OgPage {
  path: string
  context?: { section?: Section; title?: string; breadcrumbs?: NavLink[]; ogImage?: OgImageRef }
}

export interface OgResult {
  images: number
  rendered: number
  /** Of `rendered`, how many the early run made in the background, and its wall time. */
  renderedEarly: number
  earlySeconds: number
  bytes: number
  /** CPU seconds of this process in the post-build step: on a shared machine the wall time says more about the neighbours. */
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

/** The card of every page that has a preview image, by image path; checks each context's key. */
function cardsOf(pages: Iterable<OgPage>): Map<string, OgCard> {
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
  return cards
}

interface EarlyRun {
  cacheDir: string
  done: Promise<{ rendered: number; seconds: number }>
}

let early: EarlyRun | null = null

/**
 * Starts rendering the images missing from the cache as soon as the site model gives every
 * page's card (createPages, before the pages compile: ./early.ts), without waiting for it: the
 * work runs in a child process at a lower priority (./worker-run.ts), which takes the core the
 * build's main thread leaves idle while it compiles the pages and bundles, instead of adding
 * its time after the build or taking turns with it.
 * writeOgImages waits for it and renders, in the build's process, whatever it did not: a run
 * that cannot start or stops costs time, not images (its reason is printed), and an image
 * that cannot be rendered fails the build there.
 */
export function startOgImages(pages: Iterable<OgPage>, cacheDir: string): void {
  const start = process.hrtime.bigint()
  const done = Promise.resolve()
    // A page context that names the wrong image is a bug: it fails the build (in writeOgImages).
    .then(() => uncachedCards([...cardsOf(pages)], cacheDir))
    // Most rebuilds change no card: no process then, whose bundling and start cost ~0.15 s of
    // the main thread.
    .then(cards =>
      cards.length === 0
        ? 0
        : renderInWorker(cards, cacheDir, ogSetup()).then(
            run => run.rendered,
            (error: unknown) => {
              console.warn(`Preview images: the early run stopped, the build renders them itself (${String(error)})`)
              return 0
            },
          ),
    )
    .then(rendered => ({ rendered, seconds: Number(process.hrtime.bigint() - start) / 1e9 }))
  done.catch(() => undefined) // handled where it is awaited
  early = { cacheDir, done }
}

/**
 * Writes every page's preview image to public/og/<key>.png. Images live in `cacheDir` under
 * their key (a hash of everything that decides their pixels, ./style.ts), so a warm build
 * renders only images whose page title, section, colours, font, layout or libraries changed,
 * and links the rest into public/. Keys come from the page contexts createPages wrote; a
 * context whose key no longer matches its inputs is a bug and stops the build. Images the
 * early run (startOgImages) rendered are only linked here.
 */
export async function writeOgImages(pages: Iterable<OgPage>, publicDir: string, cacheDir: string): Promise<OgResult> {
  const earlyRun = early?.cacheDir === cacheDir ? await early.done : null
  early = null
  const cpu = process.cpuUsage()
  const cards = cardsOf(pages)
  const rendered = await renderCardsInto([...cards], cacheDir, ogSetup())
  const outDir = path.join(publicDir, OG_DIR)
  mkdirSync(outDir, { recursive: true })
  // Images of an earlier build that no page names any more (public/ is not emptied between builds).
  const names = new Set([...cards.keys()].map(sitePath => path.basename(sitePath)))
  for (const old of readdirSync(outDir)) if (!names.has(old)) rmSync(path.join(outDir, old))
  let bytes = 0
  for (const sitePath of cards.keys()) {
    const name = path.basename(sitePath)
    const cached = path.join(cacheDir, name)
    bytes += statSync(cached).size
    publish(cached, path.join(outDir, name))
  }
  const used = process.cpuUsage(cpu)
  return {
    images: cards.size,
    rendered: rendered + (earlyRun?.rendered ?? 0),
    renderedEarly: earlyRun?.rendered ?? 0,
    earlySeconds: earlyRun?.seconds ?? 0,
    bytes,
    cpuSeconds: (used.user + used.system) / 1e6,
  }
}
