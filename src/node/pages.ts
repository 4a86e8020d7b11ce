import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { CategoryPageContext, DocPageContext } from "../lib/page-context"
import { ContentError } from "../lib/content/schema-error"
import { prevNext } from "../lib/sidebar/navigation"
import { buildSiteModel, type SiteModel } from "../lib/sidebar/site-model"
import type { Category } from "../lib/sidebar/types"
import { CATEGORY_FIELDS, DOC_FIELDS, docOfFields, type DocFields } from "./navigation/site-docs"
import { lastUpdatedDates } from "./last-updated"
import { startPreviewImages } from "./og/early"
import { pageEntries, previewPages } from "./page-entries"
import { methodsByRoute } from "./openapi"
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

  // One git log for every page (src/node/last-updated.ts), not one process per page.
  const updated = lastUpdatedDates(
    rows.map(row => row.internal.contentFilePath),
    ROOT_DIR,
    "content",
    reporter,
  )
  // The site model, built once here and handed to the later steps through Gatsby's cache.
  let model: SiteModel
  try {
    model = buildSiteModel(
      rows.map(row => ({
        doc: docOfFields(row.doc),
        contentFile: row.internal.contentFilePath,
        lastUpdated: updated.get(row.internal.contentFilePath) ?? null,
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

  // Each page compiled once, outside the bundler: the template renders the result. A first
  // build compiled them in a process of its own while Gatsby started (src/node/page-body/ahead.ts).
  // The compiler (unified, remark, rehype, Prism, Twig.js: ~0.28 s of CPU to load) is loaded
  // on the first page that needs it, so a first build's Gatsby process never loads it, nor the
  // HTML worker, which loads this file only to see which hooks the site has.
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

  for (const { doc, contentFile, lastUpdated, breadcrumbs, ogImage } of docs) {
    const { body, toc } = compiled.get(contentFile)!
    const reportTitle = encodeURIComponent(`Docs: problem on ${doc.path}`)
    const context: DocPageContext = {
      kind: "doc",
      section: doc.section,
      pagePath: doc.path,
      title: doc.title,
      description: doc.description,
      breadcrumbs,
      ...prevNext(flat[doc.section], doc.path),
      ogImage,
      editUrl: `${product.urls.docsRepository}/edit/main/${doc.file}`,
      reportUrl: `${product.urls.docsRepository}/issues/new?title=${reportTitle}`,
      lastUpdated,
      body,
      toc,
    }
    actions.createPage({ path: doc.path, component: DOC_TEMPLATE, context })
  }

  for (const { category, node, breadcrumbs, ogImage } of categoryPages) {
    const context: CategoryPageContext = {
      kind: "category",
      section: category.section,
      pagePath: category.path,
      title: category.label,
      description: category.description,
      breadcrumbs,
      ...prevNext(flat[category.section], category.path),
      ogImage,
      items: node.items.map(item => ({
        type: item.type,
        label: item.label,
        path: item.path,
        description: descriptions[item.path] ?? "",
        methods: methods.get(item.path) ?? [],
      })),
    }
    actions.createPage({ path: category.path, component: CATEGORY_TEMPLATE, context })
  }
}
