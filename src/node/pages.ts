import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ContentError } from "../lib/content/schema-error"
import { buildSiteModel, type SiteModel } from "../lib/sidebar/site-model"
import type { Category } from "../lib/sidebar/types"
import { CATEGORY_FIELDS, DOC_FIELDS, docOfFields, type DocFields } from "./navigation/site-docs"
import { newestDate } from "../lib/last-updated/last-updated"
import { lastUpdatedDates } from "./last-updated"
import { startPreviewImages } from "./og/early"
import { categoryContext, docContext } from "./page-contexts"
import { pageEntries, previewPages } from "./page-entries"
import { methodsByRoute, OPENAPI_FILE } from "./openapi"
import { takeCompiledAhead } from "./page-body/ahead-run"
import type { PageBeforeTwin } from "./page-body/compile"
import { compiledPage, compileHere, pageCompileReport } from "./page-body/page-store"
import { compileVersion } from "./page-body/version"
import { BUILD_CODE_DIGEST } from "./build-code"
import { loadProduct, ROOT_DIR } from "./product"
import { saveSiteModel } from "./site-model"
import { startSearchWorkerBundle } from "./search/worker-script"
import { startPrebundles } from "./webpack/prebundle"

const DOC_TEMPLATE = path.join(ROOT_DIR, "src/templates/doc-page.tsx")
const CATEGORY_TEMPLATE = path.join(ROOT_DIR, "src/templates/category-page.tsx")

interface MdxRow {
  id: string
  body: string
  internal: { contentFilePath: string }
  fields: { doc: DocFields | null } | null
}

interface QueryResult {
  allMdx: { nodes: MdxRow[] }
  allDocCategory: { nodes: Category[] }
}

const QUERY = `
  query SitePages {
    allMdx {
      nodes {
        id
        body
        internal { contentFilePath }
        ${DOC_FIELDS}
      }
    }
    allDocCategory {
      nodes { ${CATEGORY_FIELDS} }
    }
  }
`

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, cache, getCache }) => {
  const result = await graphql<QueryResult>(QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the documentation pages", result.errors)
    return
  }
  const product = loadProduct()
  // The MDX files that are pages (fields.ts gave them their fields), each with its fields.
  const rows = result.data.allMdx.nodes.flatMap(row => (row.fields?.doc ? [{ ...row, doc: row.fields.doc }] : []))
  const categories = result.data.allDocCategory.nodes

  // One git log for every page (src/node/last-updated.ts), not one process per page. The API
  // pages are made from the API description as much as from their own file: a change to either
  // is a change to the page.
  const description = path.join(ROOT_DIR, OPENAPI_FILE)
  const updated = lastUpdatedDates(
    [...rows.map(row => row.internal.contentFilePath), description],
    ROOT_DIR,
    "content",
    reporter,
  )
  const apiDir = path.dirname(description) + path.sep
  const dateOf = (file: string) =>
    file.startsWith(apiDir) ? newestDate(updated.get(file), updated.get(description)) : (updated.get(file) ?? null)
  // The site model, built once here and handed to the later steps through Gatsby's cache.
  let model: SiteModel
  try {
    model = buildSiteModel(
      rows.map(row => ({
        doc: docOfFields(row.doc),
        contentFile: row.internal.contentFilePath,
        lastUpdated: dateOf(row.internal.contentFilePath),
      })),
      categories,
    )
  } catch (error) {
    if (error instanceof ContentError) {
      reporter.panicOnBuild(error.message)
      return
    }
    throw error
  }
  await saveSiteModel(getCache, model)
  const { flat, descriptions } = model
  const methods = methodsByRoute()

  // Every page's breadcrumbs and preview image, before the pages compile: the images start
  // rendering now, in the background (src/node/og/early.ts).
  const { docs, categoryPages } = pageEntries(model, categories)
  startPreviewImages(previewPages(docs, categoryPages), ROOT_DIR)

  // Each page compiled once, outside the bundler: the template renders the result. The build
  // compiled the new and changed ones in a process of its own while Gatsby started
  // (src/node/page-body/ahead.ts); the others come from Gatsby's cache. The compiler (unified,
  // remark, rehype, Prism, Twig.js: ~0.28 s of CPU to load) is loaded on the first page that
  // needs it here, so Gatsby's process seldom loads it, and its HTML worker, which loads this
  // file only to see which hooks the site has, never does.
  const version = compileVersion(ROOT_DIR, BUILD_CODE_DIGEST)
  // While this process waits for the early compile, esbuild makes the bundles that need no page
  // on the core it leaves idle: the browser bundle's prebundle (./webpack/prebundle.ts) and, in
  // a build, the search worker (./search/worker-script.ts).
  startPrebundles(ROOT_DIR)
  startSearchWorkerBundle()
  const ahead = await takeCompiledAhead(ROOT_DIR)
  const compiled = new Map<string, PageBeforeTwin>()
  const from = { ahead: 0, cache: 0, compiled: 0 }
  try {
    for (const row of rows) {
      const file = row.internal.contentFilePath
      const source = { file, pagePath: row.doc.path, mdx: row.body }
      const result = await compiledPage(source, cache, version, ahead, compileHere)
      compiled.set(file, result.page)
      from[result.from] += 1
    }
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error))
    return
  }
  reporter.info(pageCompileReport(from, ahead !== null))

  for (const entry of docs) {
    const context = docContext(entry, compiled.get(entry.contentFile)!, flat, product.urls.docsRepository)
    actions.createPage({ path: entry.doc.path, component: DOC_TEMPLATE, context })
  }
  for (const entry of categoryPages) {
    const context = categoryContext(entry, flat, descriptions, methods)
    actions.createPage({ path: entry.category.path, component: CATEGORY_TEMPLATE, context })
  }
}
