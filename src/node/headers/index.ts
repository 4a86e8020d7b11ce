import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { PREVIEW_STYLE } from "../../lib/playground/preview"
import { inlineCode } from "./inline"
import { formatHeadersFile, headerRules, searchOrigins, sha256Source, type RootEntry } from "./rules"

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "static" || entry.name === "page-data" ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

function rootEntries(publicDir: string): RootEntry[] {
  return readdirSync(publicDir, { withFileTypes: true }).map(entry => ({
    name: entry.name,
    kind: !entry.isDirectory()
      ? "file"
      : existsSync(path.join(publicDir, entry.name, "index.html"))
        ? "page-folder"
        : "folder",
  }))
}

/** The built site's headers: hashes from every built page, rules from ./rules.ts. */
export function buildHeadersFile(publicDir: string, env: NodeJS.ProcessEnv): { text: string; pages: number } {
  const scripts = new Set<string>()
  const styles = new Set<string>([sha256Source(PREVIEW_STYLE)])
  const styleAttributes = new Set<string>()
  const pages = htmlFiles(publicDir)
  for (const file of pages) {
    const code = inlineCode(readFileSync(file, "utf8"))
    code.scripts.forEach(text => scripts.add(sha256Source(text)))
    code.styles.forEach(text => styles.add(sha256Source(text)))
    code.styleAttributes.forEach(text => styleAttributes.add(sha256Source(text)))
  }
  const rules = headerRules(
    {
      scriptHashes: [...scripts],
      styleHashes: [...styles],
      styleAttributeHashes: [...styleAttributes],
      connectOrigins: searchOrigins(env),
    },
    rootEntries(publicDir),
  )
  return { text: formatHeadersFile(rules), pages: pages.length }
}

/** Writes public/_headers (Netlify / Cloudflare Pages format), read by scripts/serve.mjs too. */
export const writeHeaders: NonNullable<GatsbyNode["onPostBuild"]> = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, "public")
  const { text, pages } = buildHeadersFile(publicDir, process.env)
  writeFileSync(path.join(publicDir, "_headers"), text)
  const hashes = (text.match(/'sha256-/g) ?? []).length
  reporter.info(
    `Headers: public/_headers written (${hashes} hashes of inline scripts, styles and style attributes from ${pages} pages)`,
  )
}
