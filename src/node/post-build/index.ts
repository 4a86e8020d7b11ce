import path from "node:path"
import type { BuildArgs } from "gatsby"
import { BUILD_CODE_DIGEST } from "../build-code"
import { buildRecordsDir, moveBuildRecords } from "../build-records"
import { writeChangelogFeed } from "../feed/changelog-feed"
import { stockBuild } from "../framework-internals"
import { writeHeaders } from "../headers"
import { checkBuiltLinks } from "../link-check"
import { readMarkdown } from "../link-check/read-site"
import { writeMarkdown } from "../markdown/write-markdown"
import { ogCacheDir, writeOgImages } from "../og"
import { pageEntries, previewPages } from "../page-entries"
import { docsSiteUrl, loadProduct } from "../product"
import { publishOpenApi } from "../openapi"
import { writeRobotsTxt } from "../robots"
import { searchWorkerStarted } from "../search/worker-script"
import { readSiteModel } from "../site-model"
import { writeSearchIndex } from "../search/write-index"
import { keepCheckedSite } from "./checked-site"
import { readBuiltSiteInParallel } from "./parallel-read"
import { createTimings } from "./timings"

/**
 * The site's own post-build work, run by plugins/questforge-post-build, which the config (src/node/gatsby-api/config.ts)
 * lists before gatsby-plugin-algolia: Gatsby runs onPostBuild one plugin at a time in that
 * order, and a failed check ends `gatsby build` (panicOnBuild exits), so the hosted index is
 * never replaced by a build that fails. Every page is read once; the link check, the search
 * records and the headers all come from that one reading.
 */
export async function buildAndCheckSite(args: BuildArgs): Promise<void> {
  keepCheckedSite(undefined)
  // Gatsby builds the site in its working directory, where `gatsby build` runs.
  const root = process.cwd()
  const publicDir = path.join(root, "public")
  const timings = createTimings(args.reporter)
  await timings.time("robots", () => writeRobotsTxt(publicDir))
  // Before the link check: pages link to the published description.
  await timings.time("openapi", () => publishOpenApi(publicDir))
  // Before the reading: the Markdown twins and llms.txt are link-checked with the pages.
  await timings.time("markdown", () => writeMarkdown(args, publicDir))
  // Before the reading too: the link check verifies every page's og:image. The cards are the
  // ones createPages gave the pages, from the same site model.
  const model = await readSiteModel(args.getCache, "Preview images")
  const { docs, categoryPages } = pageEntries(model, model.categories)
  const og = await timings.time("preview images", () =>
    writeOgImages(previewPages(docs, categoryPages), publicDir, ogCacheDir(root)),
  )
  args.reporter.info(
    `Preview images: ${og.images} (${og.rendered} rendered, ${og.images - og.rendered} from the cache; ` +
      `${og.renderedEarly} of them in the background during the build, in ${og.earlySeconds.toFixed(2)} s), ` +
      `${(og.bytes / 1024).toFixed(0)} KB in public/og, ${og.cpuSeconds.toFixed(2)} s CPU in this step.`,
  )
  // The previous build's readings of the pages whose HTML is unchanged (none in the stock build).
  const keep = stockBuild()
    ? undefined
    : { file: path.join(root, ".cache", "questforge", "page-readings.v8"), buildCode: BUILD_CODE_DIGEST }
  const site = await timings.time("read pages once", () => readBuiltSiteInParallel(publicDir, undefined, { keep }))
  const product = loadProduct()
  const siteUrl = docsSiteUrl(product)
  const markdown = readMarkdown(publicDir, siteUrl)
  const failure = await timings.time("link check", () => checkBuiltLinks([...site.pages, ...markdown], publicDir))
  if (failure) {
    timings.print("Post-build (stopped at the checks)")
    args.reporter.panicOnBuild(failure)
    return
  }
  args.reporter.info(
    `Link check: ${site.pages.length} pages and ${markdown.length} Markdown files, every internal link and anchor resolves.`,
  )
  keepCheckedSite(site)
  // From the checked page: its anchors, which the entries link to, exist.
  const feed = await timings.time("changelog feed", () =>
    writeChangelogFeed({ publicDir, siteUrl, siteTitle: product.siteTitle, author: product.name }),
  )
  if (typeof feed === "string") {
    timings.print("Post-build (stopped at the changelog feed)")
    args.reporter.panicOnBuild(feed)
    return
  }
  args.reporter.info(`Changelog feed: ${feed} entries.`)
  const worker = (await searchWorkerStarted()) ?? undefined
  await timings.time("search index", () => writeSearchIndex(site.records, root, args.reporter, worker))
  // Gatsby's build records are not part of the site.
  await timings.time("build records", () => moveBuildRecords(publicDir, buildRecordsDir(root)))
  // Last: every file the headers describe exists by now.
  await timings.time("headers", () => writeHeaders(site, publicDir, args.reporter))
  timings.print("Post-build (site output and checks, before publishing)")
}
