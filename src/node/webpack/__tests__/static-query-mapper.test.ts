import { NormalModule } from "webpack"
import { StaticQueryMapper } from "gatsby/dist/utils/webpack/plugins/static-query-mapper"
import { IndexedStaticQueryMapper, indexedStaticQueries } from "../static-query-mapper"

jest.mock("gatsby/dist/utils/page-data", () => ({ enqueueFlush: jest.fn() }))

type Mod = InstanceType<typeof NormalModule>
const mod = (resource: string): Mod => Object.assign(Object.create(NormalModule.prototype), { resource }) as Mod

/**
 * A small compilation: an entry with a global static query and a slice, a template with a
 * static query in its layout, three pages made of it by gatsby-plugin-mdx (one also imported
 * with `&export=head`), a page of its own, async-requires and the browser plugins module.
 */
function site(pages: number) {
  const dir = "/site"
  const entry = mod(`${dir}/.cache/production-app.js`)
  const browserPlugins = mod(`${dir}/.cache/api-runner-browser-plugins.js`)
  const asyncRequires = mod(`${dir}/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js`)
  const globalQuery = mod(`${dir}/src/components/site-meta.tsx`)
  const footer = mod(`${dir}/src/components/footer.tsx`)
  const seo = mod(`${dir}/src/components/seo.tsx`)
  const layout = mod(`${dir}/src/components/layout.tsx`)
  const search = mod(`${dir}/src/pages/search.tsx`)
  const wrapperPath = (n: number) => `${dir}/src/templates/doc-page.tsx?__contentFilePath=${dir}/content/p${n}.mdx`
  const wrappers = Array.from({ length: pages }, (_, n) => mod(wrapperPath(n)))
  const head = mod(`${wrapperPath(0)}&export=head`)
  const incoming = new Map<Mod, Mod[]>([
    [globalQuery, [entry]],
    [footer, [browserPlugins]],
    [seo, [layout, search]],
    [layout, [...wrappers, head]],
    [search, [asyncRequires]],
    ...wrappers.map(wrapper => [wrapper, [asyncRequires]] as [Mod, Mod[]]),
    [head, [asyncRequires]],
  ])
  const compilation = {
    compiler: {},
    entries: new Map([["main", { dependencies: ["main-dep"] }]]),
    modules: [entry, browserPlugins, asyncRequires, globalQuery, footer, seo, layout, search, ...wrappers, head],
    moduleGraph: {
      getModule: () => entry,
      getIncomingConnections: (module: Mod) => (incoming.get(module) ?? []).map(originModule => ({ originModule })),
    },
  }
  const components = new Map<string, { componentPath: string; pages: Set<string>; isSlice: boolean }>()
  for (let n = 0; n < pages; n++)
    components.set(wrapperPath(n), { componentPath: wrapperPath(n), pages: new Set([`/p${n}`]), isSlice: false })
  components.set(`${dir}/src/pages/search.tsx`, {
    componentPath: `${dir}/src/pages/search.tsx`,
    pages: new Set(["/search"]),
    isSlice: false,
  })
  const state = {
    program: { directory: dir },
    components,
    staticQueryComponents: new Map([
      ["sq--seo", { componentPath: `${dir}/src/components/seo.tsx`, hash: "2222" }],
      ["sq--meta", { componentPath: `${dir}/src/components/site-meta.tsx`, hash: "1111" }],
    ]),
    componentsUsingSlices: new Map([
      [`${dir}/src/components/footer.tsx`, { footer: { name: "footer", allowEmpty: false } }],
    ]),
    slicesByTemplate: new Map([[wrapperPath(1), { footer: { name: "footer", allowEmpty: false } }]]),
    staticQueriesByTemplate: new Map([[wrapperPath(1), ["1111", "2222"]]]),
  }
  return { compilation, state }
}

async function run(Plugin: typeof StaticQueryMapper, pages: number) {
  const { compilation, state } = site(pages)
  const actions: unknown[] = []
  let finishMake: ((compilation: unknown) => Promise<void>) | undefined
  const compiler = {
    hooks: {
      done: { tap: () => undefined },
      finishMake: { tapPromise: (_options: unknown, fn: typeof finishMake) => (finishMake = fn) },
    },
  }
  new Plugin({ getState: () => state, dispatch: (action: unknown) => actions.push(action) }).apply(compiler as never)
  await finishMake?.(compilation)
  return actions
}

describe("IndexedStaticQueryMapper", () => {
  it("records what Gatsby's StaticQueryMapper records, in the same order", async () => {
    const gatsby = await run(StaticQueryMapper, 3)
    const indexed = await run(IndexedStaticQueryMapper, 3)
    expect(indexed).toEqual(gatsby)
    // What the site relies on: every page gets the global and the layout's query, and the slice.
    expect(indexed).toContainEqual({
      type: "SET_STATIC_QUERIES_BY_TEMPLATE",
      payload: {
        componentPath: "/site/src/templates/doc-page.tsx?__contentFilePath=/site/content/p0.mdx",
        staticQueryHashes: ["1111", "2222"],
      },
    })
    // p1's were recorded already: nothing to write for it.
    expect(JSON.stringify(indexed)).not.toContain("p1.mdx")
  })

  it("stays equal with many pages", async () => {
    expect(await run(IndexedStaticQueryMapper, 60)).toEqual(await run(StaticQueryMapper, 60))
  })

  it("replaces Gatsby's plugin in a plugin list, with its store, and leaves the rest", () => {
    const store = { getState: () => ({}) }
    const other = { apply: () => undefined }
    const [replaced, kept] = indexedStaticQueries([new StaticQueryMapper(store as never), other])
    expect(replaced).toBeInstanceOf(IndexedStaticQueryMapper)
    expect((replaced as unknown as { store: unknown }).store).toBe(store)
    expect(kept).toBe(other)
  })
})
