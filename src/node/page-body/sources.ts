import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { tokenValues } from "../../lib/content/tokens"
import { collectDoc } from "../../lib/sidebar/collect"
import { validateDoc } from "../../lib/sidebar/validate"
import { CONTENT_SOURCES } from "../content-sources"
import { loadProduct } from "../product"
import type { PageSource } from "./compile"

const noEngine = () => ({})

/**
 * A page file's front matter and its MDX, split as gatsby-plugin-mdx splits them for its `Mdx`
 * nodes (`frontmatter`, `body`): gray-matter, YAML only (the JavaScript and JSON engines off).
 */
export function splitFrontmatter(source: string): { frontmatter: unknown; body: string } {
  const { data, content } = matter(source, {
    language: "yaml",
    engines: { js: noEngine, javascript: noEngine, json: noEngine },
  })
  return { frontmatter: data, body: content }
}

/**
 * Every page's compile input read straight from the content folders, as createPages will have it
 * from Gatsby's nodes: the file, the page's path (src/node/fields.ts) and its MDX; with
 * `changedSince` (a time in ms), only the pages whose file was modified then or later. A file
 * whose front matter is invalid is left out: Gatsby's sourcing reports it and fails the build.
 */
export function pageSources(root: string, changedSince?: number): PageSource[] {
  const tokens = tokenValues(loadProduct(root))
  const sources: PageSource[] = []
  for (const { name, dir } of CONTENT_SOURCES) {
    const base = path.join(root, dir)
    const files = readdirSync(base, { recursive: true, encoding: "utf8" })
      .filter(file => file.endsWith(".mdx") && !file.split(path.sep).includes("node_modules"))
      .sort()
    for (const relative of files) {
      const file = path.join(base, relative)
      if (changedSince !== undefined && statSync(file).mtimeMs < changedSince) continue
      const { frontmatter, body } = splitFrontmatter(readFileSync(file, "utf8"))
      const relativeDirectory = path.dirname(relative) === "." ? "" : path.dirname(relative)
      const facts = { sourceInstanceName: name, relativeDirectory, name: path.basename(relative, ".mdx") }
      const doc = collectDoc({ ...facts, file: path.relative(root, file) }, frontmatter)
      if (!doc) continue
      try {
        sources.push({ file, pagePath: validateDoc(doc, tokens).path, mdx: body })
      } catch {
        // Reported by the build's own validation of the page (src/node/fields.ts).
      }
    }
  }
  return sources
}
