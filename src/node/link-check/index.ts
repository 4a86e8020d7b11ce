import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { findBrokenLinks, formatBrokenLinks } from "./check-links"
import { loadProduct } from "../product"
import { publicFileExists, readMarkdown, readSite } from "./read-site"

/** SPEC §2: broken links fail the site build. Runs on the final HTML, so every link counts. */
export const checkBuiltLinks: NonNullable<GatsbyNode["onPostBuild"]> = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, "public")
  const html = readSite(publicDir)
  const markdown = readMarkdown(publicDir, loadProduct().urls.docs.replace(/\/$/, ""))
  const pages = [...html, ...markdown]
  const broken = findBrokenLinks(pages, publicFileExists(publicDir))
  if (broken.length) {
    reporter.panicOnBuild(formatBrokenLinks(broken))
    return
  }
  reporter.info(
    `Link check: ${html.length} pages and ${markdown.length} Markdown files, every internal link and anchor resolves.`,
  )
}
