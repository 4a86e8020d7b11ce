import { existsSync, readdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { PREVIEW_STYLE } from "../../lib/playground/preview"
import { serverOrigins } from "../../lib/try-it/request"
import { loadOpenApi } from "../openapi"
import type { BuiltSite } from "../post-build/read-built-site"
import { searchOrigins, sha256Source } from "./csp"
import { formatHeadersFile, headerRules, type RootEntry } from "./rules"

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

/**
 * The built site's headers: hashes of every built page's inline code (read in the one
 * post-build pass), plus the live examples' preview style, which the browser applies later;
 * rules from ./rules.ts.
 */
export function buildHeadersFile(site: BuiltSite, publicDir: string, env: NodeJS.ProcessEnv): string {
  const { scripts, styles, styleAttributes } = site.inlineHashes
  const rules = headerRules(
    {
      scriptHashes: [...scripts],
      styleHashes: [...new Set([sha256Source(PREVIEW_STYLE), ...styles])],
      styleAttributeHashes: [...styleAttributes],
      // The API's own servers (openapi.yaml `servers`), for the Try it console's "a real server"
      // option. Not a relaxed policy for the API pages only: a host applies every matching rule
      // of _headers and a second policy can only narrow the first, so one policy serves every
      // page; and not `https:`, which would let an injected script send data anywhere. A server
      // at another origin is refused by the console before sending, with the reason.
      connectOrigins: [
        ...searchOrigins(env),
        ...serverOrigins((loadOpenApi().servers ?? []).map(server => server.url)),
      ],
    },
    rootEntries(publicDir),
  )
  return formatHeadersFile(rules)
}

/** Writes public/_headers (Netlify / Cloudflare Pages format), read by scripts/serve.mjs too. */
export function writeHeaders(site: BuiltSite, publicDir: string, reporter: Pick<Reporter, "info">): void {
  const text = buildHeadersFile(site, publicDir, process.env)
  writeFileSync(path.join(publicDir, "_headers"), text)
  const hashes = (text.match(/'sha256-/g) ?? []).length
  reporter.info(
    `Headers: public/_headers written (${hashes} hashes of inline scripts, styles and style attributes from ${site.pages.length} pages)`,
  )
}
