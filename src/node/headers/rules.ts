import { ATOM_TYPE, CHANGELOG_FEED } from "../../lib/feed/config"
import { pathMatches } from "../../lib/headers/host-rules.cjs"
import { OG_DIR } from "../../lib/og/card"
import { SHARD_ROOT } from "../../lib/search/shards/format"
import { contentSecurityPolicy, type PolicyInput } from "./csp"

/**
 * The deployment headers as data: one list of rules in the Netlify / Cloudflare Pages
 * `_headers` format. The build writes them to public/_headers (./index.ts) and
 * scripts/serve.mjs reads that file, so the static host and the local server send the same
 * headers. Like those hosts, every rule whose path matches applies, and a header named by two
 * matching rules would be sent twice (joined by a comma): the Cache-Control rules are
 * therefore generated for disjoint paths, and only `/*` carries the security headers.
 */
export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"

/**
 * Hashed assets: `name-<20 hex>.js`, `styles.<20 hex>.css`, and their licence files.
 */
export function isHashedAsset(fileName: string): boolean {
  return /[-.][0-9a-f]{20}\.(js|css)(\.LICENSE\.txt|\.map)?$/.test(fileName)
}

/** What lies at the top of public/: files, and folders (with or without an index.html). */
export interface RootEntry {
  name: string
  kind: "file" | "folder" | "page-folder"
}

/**
 * Folders whose files are named by their content: Gatsby's `static/` and the link preview images
 * (`og/<hash of their inputs>.png`: a changed image gets a new name and the pages name it), and
 * the search index's shards (`search-shards/<digest of the shards>/…`, named by the revalidated
 * manifest).
 */
export const IMMUTABLE_FOLDERS = ["static", OG_DIR, SHARD_ROOT.slice(1)]

/**
 * Cache-Control per type, for disjoint paths. Hashed assets are immutable: `/static/*`, `/og/*`, and
 * root files like `app-<hash>.js` grouped by the part of their name before the first dash
 * (`/component-*`) when no other entry of public/ starts the same way, else listed one by one
 * (`/search-modal-<hash>.js`, since `/search-index.json` must revalidate). Everything else —
 * pages, page data, the search index, robots.txt, `expandFirstCategory.js` — revalidates.
 * Grouping keeps the file far below Cloudflare Pages' limit of 100 rules.
 */
export function cacheRules(entries: RootEntry[]): HeaderRule[] {
  const rule = (path: string, value: string): HeaderRule => ({ path, headers: { "Cache-Control": value } })
  const hashed = entries.filter(entry => entry.kind === "file" && isHashedAsset(entry.name))
  const others = entries.filter(entry => !hashed.includes(entry) && !IMMUTABLE_FOLDERS.includes(entry.name))
  const immutable = new Set<string>()
  for (const { name } of hashed) {
    const dash = name.indexOf("-")
    const group = dash > 0 ? `/${name.slice(0, dash + 1)}*` : null
    const clash = group && others.some(other => pathMatches(group, `/${other.name}`))
    immutable.add(group && !clash ? group : `/${name}`)
  }
  const revalidate: string[] = ["/"]
  for (const { name, kind } of others) {
    if (kind === "file") revalidate.push(`/${name}`)
    else {
      if (kind === "page-folder") revalidate.push(`/${name}`)
      revalidate.push(`/${name}/*`)
    }
  }
  return [
    ...IMMUTABLE_FOLDERS.filter(folder => entries.some(entry => entry.name === folder && entry.kind !== "file")).map(
      folder => rule(`/${folder}/*`, IMMUTABLE),
    ),
    ...[...immutable].sort().map(path => rule(path, IMMUTABLE)),
    ...revalidate.sort().map(path => rule(path, REVALIDATE)),
  ]
}

export const MARKDOWN_TYPE = "text/markdown; charset=utf-8"

export function headerRules(policy: PolicyInput, entries: RootEntry[]): HeaderRule[] {
  return [
    {
      path: "/*",
      headers: {
        "Content-Security-Policy": contentSecurityPolicy(policy),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
      },
    },
    // Hosts guess a type from the extension and many do not know `.md`: the pages' Markdown
    // twins must reach AI tools as Markdown, not as a download.
    { path: "/*.md", headers: { "Content-Type": MARKDOWN_TYPE } },
    // A generic XML type makes some readers show the feed as a document instead of subscribing.
    { path: CHANGELOG_FEED, headers: { "Content-Type": ATOM_TYPE } },
    ...cacheRules(entries.filter(entry => !entry.name.startsWith("_headers"))),
  ]
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const header =
    "# Written by the build (src/node/headers): deployment headers for Netlify / Cloudflare Pages,\n" +
    "# also applied by scripts/serve.mjs. Do not edit: change src/node/headers/rules.ts.\n"
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join("\n")}`,
  )
  return `${header}\n${blocks.join("\n\n")}\n`
}
