import { ContentError } from "../../../src/lib/content/schema-error"
import { createCategory, createDoc } from "../../support/builders"
import { buildSiteModel } from "../../../src/lib/sidebar/site-model"

const page = (doc: ReturnType<typeof createDoc>, lastUpdated: string | null = null) => ({
  doc,
  contentFile: `/site/${doc.file}`,
  lastUpdated,
})

test("one model: the trees, reading order and card descriptions of both sections", () => {
  const docs = [
    createDoc({ title: "Welcome", sidebarLabel: "Welcome", sidebarPosition: 0, path: "/", description: "Start here." }),
    createDoc({ dir: ["store"], title: "Products", sidebarLabel: "Products", description: "What you sell." }),
    createDoc({ section: "api", title: "Queue", sidebarLabel: "Queue", path: "/api/queue", description: "Commands." }),
  ]
  const store = createCategory({ dir: ["store"], label: "Store", position: 3, description: "The store." })
  const model = buildSiteModel(
    docs.map(d => page(d, "2026-11-28")),
    [store],
  )
  expect(model.trees.docs.map(item => item.label)).toEqual(["Welcome", "Store"])
  expect(model.trees.api.map(item => item.label)).toEqual(["Queue"])
  expect(model.flat.docs.map(link => link.path)).toEqual(["/", store.path, docs[1].path])
  expect(model.descriptions).toEqual({
    "/": "Start here.",
    [docs[1].path]: "What you sell.",
    "/api/queue": "Commands.",
    [store.path]: "The store.",
  })
  expect(model.pages[0]).toEqual({ doc: docs[0], contentFile: `/site/${docs[0].file}`, lastUpdated: "2026-11-28" })
  // Plain data: it crosses Gatsby's cache between createPages and the later steps.
  expect(JSON.parse(JSON.stringify(model))).toEqual(model)
})

test("two pages at one address fail with the content error that names both", () => {
  const a = createDoc({ title: "A", path: "/same", file: "content/docs/a.mdx" })
  const b = createDoc({ title: "B", path: "/same", file: "content/docs/b.mdx" })
  expect(() => buildSiteModel([page(a), page(b)], [])).toThrow(ContentError)
})
