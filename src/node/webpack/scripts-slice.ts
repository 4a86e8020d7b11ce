import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { Compiler } from "webpack"
import { CHUNK_MAP_SCRIPT_ID } from "../../lib/chunk-map"
import { scriptsAfterPaint } from "../../lib/site-html/scripts-after-paint"

/** The scripts slice Gatsby stitches into every page (gatsby-webpack-stats-extractor.js). */
const SCRIPTS_SLICE = path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html")
const CHUNK_MAP_SCRIPT = new RegExp(`<script\\s+id="${CHUNK_MAP_SCRIPT_ID}"\\s*>[\\s\\S]*?</script>`)

/**
 * The scripts slice as every page gets it: without the inline chunk map (it ships as one
 * file per build, src/lib/chunk-map.ts) and with the scripts run after the first paint
 * (src/lib/site-html/scripts-after-paint.ts).
 */
export function rewriteScriptsSlice(html: string): string {
  return scriptsAfterPaint(html.replace(CHUNK_MAP_SCRIPT, ""))
}

/**
 * Rewrites the scripts slice right after Gatsby writes it (same `done` hook, tapped later),
 * before the slice is stitched into every page's HTML.
 */
export class RewriteScriptsSlice {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise("RewriteScriptsSlice", async () => {
      const html = await readFile(SCRIPTS_SLICE, "utf8").catch(() => null)
      if (html === null) return
      const rewritten = rewriteScriptsSlice(html)
      if (rewritten !== html) await writeFile(SCRIPTS_SLICE, rewritten)
    })
  }
}
