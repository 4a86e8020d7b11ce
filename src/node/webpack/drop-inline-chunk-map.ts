import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { Compiler } from "webpack"
import { CHUNK_MAP_SCRIPT_ID } from "../../lib/chunk-map"

/** The scripts slice Gatsby stitches into every page (gatsby-webpack-stats-extractor.js). */
const SCRIPTS_SLICE = path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html")
const CHUNK_MAP_SCRIPT = new RegExp(`<script\\s+id="${CHUNK_MAP_SCRIPT_ID}"\\s*>[\\s\\S]*?</script>`)

/**
 * Removes the inline chunk map from the scripts slice right after Gatsby writes it (same
 * `done` hook, tapped later), before the slice is stitched into every page's HTML. The map
 * ships as one file per build instead (src/lib/chunk-map.ts, src/node/chunk-map.ts).
 */
export class DropInlineChunkMap {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise("DropInlineChunkMap", async () => {
      const html = await readFile(SCRIPTS_SLICE, "utf8").catch(() => null)
      if (html === null) return
      const without = html.replace(CHUNK_MAP_SCRIPT, "")
      if (without !== html) await writeFile(SCRIPTS_SLICE, without)
    })
  }
}
