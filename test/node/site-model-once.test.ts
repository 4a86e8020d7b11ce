import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { markdownPath } from "../../src/lib/markdown/markdown-path"
import * as model from "../../src/lib/sidebar/site-model"
import { createCategory, createDoc } from "../support/builders"
import { createResolvers } from "../../src/node/navigation/resolvers"
import { writeMarkdown } from "../../src/node/markdown/write-markdown"
import { readSiteModel, saveSiteModel } from "../../src/node/site-model"

jest.mock("../../src/node/markdown/body-store", () => ({ loadBody: () => "The page's own text." }))

/** Gatsby's named caches, in memory. */
function caches() {
  const stores = new Map<string, Map<string, unknown>>()
  return (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map())
    const store = stores.get(name)!
    return {
      get: async (key: string) => store.get(key),
      set: async (key: string, value: unknown) => store.set(key, value),
    }
  }
}

const docs = [
  createDoc({
    title: "Welcome",
    sidebarLabel: "Welcome",
    sidebarPosition: 0,
    path: "/",
    file: "content/docs/index.mdx",
  }),
  createDoc({ dir: ["store"], title: "Products", sidebarLabel: "Products", file: "content/docs/store/products.mdx" }),
]
const categories = [createCategory({ dir: ["store"], label: "Store", position: 3 })]

test("the model is built once: the shell's navigation and the Markdown twins read the one createPages saved", async () => {
  const getCache = caches()
  const built = model.buildSiteModel(
    docs.map(doc => ({ doc, contentFile: `/site/${doc.file}`, lastUpdated: "2026-11-28" })),
    categories,
  )
  await saveSiteModel(getCache, built)
  const builds = jest.spyOn(model, "buildSiteModel")

  let resolve: ((...args: unknown[]) => Promise<unknown>) | undefined
  const queried: string[] = []
  createResolvers!(
    {
      getCache,
      createResolvers: (resolvers: { Query: { docsNavigation: { resolve: typeof resolve } } }) =>
        (resolve = resolvers.Query.docsNavigation.resolve),
    } as never,
    {} as never,
    () => undefined,
  )
  const trees = await resolve!(
    null,
    {},
    { nodeModel: { findAll: async ({ type }: { type: string }) => queried.push(type) } },
  )
  expect(trees).toEqual(built.trees)
  // Asked for, so Gatsby's development server runs the query again when pages change.
  expect(queried.sort()).toEqual(["DocCategory", "Mdx"])

  const directory = mkdtempSync(path.join(tmpdir(), "qf-site-model-"))
  await writeMarkdown(
    {
      getCache,
      reporter: {
        info: () => undefined,
        panicOnBuild: (message: string) => {
          throw new Error(message)
        },
      },
    } as never,
    path.join(directory, "public"),
  )
  const twin = readFileSync(path.join(directory, "public", markdownPath(docs[1].path)), "utf8")
  expect(twin).toContain("The page's own text.")
  expect(twin).toContain("Last updated on 28 November 2026")
  expect(readFileSync(path.join(directory, "public/llms.txt"), "utf8")).toContain("Products")

  expect(builds).not.toHaveBeenCalled()
})

test("a step that runs without the model says so and how to fix it", async () => {
  await expect(readSiteModel(caches(), "Markdown pages")).rejects.toThrow(
    /Markdown pages: the site model is missing .* Fix: run `npm run clean`/,
  )
})
