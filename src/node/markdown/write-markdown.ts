import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { llmsFullTxt, llmsTxt, pagesInOrder, type LlmsInput } from "../../lib/markdown/llms-txt"
import { markdownPath } from "../../lib/markdown/markdown-path"
import { categoryMarkdown, pageMarkdown } from "../../lib/markdown/page-markdown"
import { findCategory } from "../../lib/sidebar/navigation"
import { takeTwinsAhead } from "../page-body/ahead-run"
import { compileHere, completeTwins } from "../page-body/page-store"
import { docsSiteUrl, loadProduct, ROOT_DIR } from "../product"
import { readSiteModel } from "../site-model"
import { loadBody } from "./body-store"

/**
 * Writes every page's Markdown twin (`/store/products.md`), `/llms.txt` and `/llms-full.txt`
 * from the bodies the page compile saved (src/node/page-body/compile.ts), the early compile's
 * taken first (they come after its pages): no page is compiled again and no HTML is scraped.
 */
export async function writeMarkdown(
  { reporter, getCache }: Pick<BuildArgs, "reporter" | "getCache">,
  publicDir: string,
): Promise<void> {
  const started = performance.now()
  // CPU time too: on a shared machine the wall time says more about the neighbours than about this step.
  const cpu = process.cpuUsage()
  const { pages: modelPages, categories, trees, descriptions: byPath } = await readSiteModel(getCache, "Markdown pages")
  const compiledAgain = await completeTwins(() => takeTwinsAhead(ROOT_DIR), compileHere)
  if (compiledAgain > 0)
    reporter.info(
      `Markdown pages: the early page compile stopped before ${compiledAgain} twins; their pages were compiled again.`,
    )
  const descriptions = new Map(Object.entries(byPath))
  const product = loadProduct()
  const siteUrl = docsSiteUrl(product)
  const pages = new Map<string, string>()

  for (const { doc, contentFile, lastUpdated } of modelPages) {
    const body = loadBody(contentFile)
    if (body === null) {
      reporter.panicOnBuild(
        `Markdown pages: ${doc.file} has no compiled Markdown. Fix: run \`npm run clean\` and build again.`,
      )
      return
    }
    const header = { title: doc.title, description: doc.description, siteUrl, pagePath: doc.path, lastUpdated }
    pages.set(doc.path, pageMarkdown(header, body))
  }
  for (const category of categories) {
    const node = findCategory(trees[category.section], category.path)
    if (!node) continue
    const header = { title: category.label, description: category.description, siteUrl, pagePath: category.path }
    const items = node.items.map(item => ({ ...item, description: descriptions.get(item.path) ?? "" }))
    pages.set(category.path, categoryMarkdown(header, items))
  }
  for (const [pagePath, markdown] of pages) {
    const target = path.join(publicDir, markdownPath(pagePath))
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, markdown)
  }

  const summary = `Documentation of ${product.name}, the website and store builder for game communities: running a community's website and store (users, store, modules, game-server integrations), themes in ${product.name} Twig, and the REST API.`
  const llms: LlmsInput = {
    title: product.siteTitle,
    summary,
    details: [
      `Every page is also served as Markdown: its URL with \`.md\` (\`index.md\` for a URL ending in a slash). All pages in one file: ${siteUrl}/llms-full.txt.`,
    ],
    siteUrl,
    descriptions,
    sections: [
      { section: "docs", items: trees.docs },
      {
        section: "api",
        items: trees.api,
        extraLinks: [
          {
            title: "OpenAPI description",
            url: `${siteUrl}/api/openapi.yaml`,
            description: "the REST API as OpenAPI 3.1: every endpoint, parameter, schema and example.",
          },
        ],
      },
    ],
  }
  writeFileSync(path.join(publicDir, "llms.txt"), llmsTxt(llms))
  const ordered = [...pagesInOrder(trees.docs), ...pagesInOrder(trees.api)]
  writeFileSync(
    path.join(publicDir, "llms-full.txt"),
    llmsFullTxt(
      llms,
      ordered.map(p => pages.get(p) ?? ""),
    ),
  )

  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  const used = process.cpuUsage(cpu)
  const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(2)
  reporter.info(`Markdown: ${pages.size} pages, llms.txt and llms-full.txt in ${seconds} s (${cpuSeconds} s CPU).`)
}
