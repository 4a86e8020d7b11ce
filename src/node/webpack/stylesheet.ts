import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Compiler } from "webpack"

/**
 * The file name of the browser bundle's global stylesheet (`styles.<hash>.css`), as the browser
 * bundle's own compilation names it, for the HTML renderer, whose webpack config is made after
 * the browser bundle is built.
 *
 * Why the HTML renderer needs it: Gatsby 5 re-renders a page's HTML when its data or the
 * renderer changes, not when only the stylesheet does, and every page links the stylesheet by
 * its hashed name (src/app/linked-stylesheet.ts). With the name compiled into the renderer, a
 * changed stylesheet is a changed renderer, and every page is rendered again: a CSS-only edit
 * no longer leaves a warm build's pages on the previous stylesheet.
 */
export const stylesheetRecord = (rootDir: string) =>
  path.join(rootDir, ".cache", "questforge", "global-stylesheet.json")

/** The stylesheet among an entry point's files: the one `.css` file, or null. */
export function stylesheetOf(files: Iterable<string>): string | null {
  const sheets = [...files].filter(file => file.endsWith(".css"))
  return sheets.length === 1 ? sheets[0] : null
}

/**
 * Records the stylesheet of the browser bundle's entry points once it is built (webpack's
 * `done` hook and its Stats object, webpack's plugin API), in `stylesheetRecord(rootDir)`.
 */
export class RecordStylesheet {
  constructor(private readonly rootDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("RecordStylesheet", stats => {
      const files = [...stats.compilation.entrypoints.values()].flatMap(entry => entry.getFiles())
      const file = stylesheetRecord(this.rootDir)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify({ stylesheet: stylesheetOf(files) }))
    })
  }
}

/** The name RecordStylesheet recorded, or null when there is none (`gatsby develop`, a first config). */
export function builtStylesheet(rootDir: string): string | null {
  const file = stylesheetRecord(rootDir)
  if (!existsSync(file)) return null
  return (JSON.parse(readFileSync(file, "utf8")) as { stylesheet?: string | null }).stylesheet ?? null
}
