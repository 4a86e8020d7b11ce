// The loader is CommonJS (webpack loads loaders as plain Node modules).
const split = require("../split-async-requires.cjs") as {
  bucketOf(name: string, buckets: number): number
  parseEntries(source: string): { name: string; load: string }[] | null
  bucketModule(entries: { name: string; load: string }[], bucket: number): string
  stubModule(count: number, self: string): string
  PER_BUCKET: number
  (this: object, source: string): string
}

/** Gatsby's production async-requires, as gatsby/dist/bootstrap/requires-writer.js writes it. */
function gatsbyAsyncRequires(count: number): string {
  const entries = Array.from({ length: count }, (_, i) => {
    const name = `component---src-templates-doc-page-tsx-content-file-path-content-docs-page-${i}-mdx`
    return `  "${name}": () => import("./../../../src/templates/doc-page.tsx?__contentFilePath=/site/content/docs/page-${i}.mdx" /* webpackChunkName: "${name}" */)`
  })
  return `exports.components = {\n${entries.join(",\n")}\n}\n\n`
}

const run = (source: string, resourceQuery = "", options: { ready?: string } = {}) => {
  const warnings: Error[] = []
  const context = {
    resourcePath: "/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js",
    resourceQuery,
    emitWarning: (error: Error) => warnings.push(error),
    getOptions: () => options,
  }
  return { code: split.call(context, source), warnings }
}

/** Runs a generated module with `import(x)` standing for a loader the test provides. */
function evaluate(
  code: string,
  load: (request: string) => Promise<unknown>,
  require: (request: string) => unknown = () => ({}),
): { components: Record<string, unknown> } {
  const exports: { components: Record<string, unknown> } = { components: {} }
  new Function("exports", "__load", "require", code.replace(/\bimport\(/g, "__load("))(exports, load, require)
  return exports
}

describe("split-async-requires (webpack loader)", () => {
  const source = gatsbyAsyncRequires(100)
  const entries = split.parseEntries(source)!

  it("reads every page component of Gatsby's production list", () => {
    expect(entries).toHaveLength(100)
    expect(entries[7].name).toBe("component---src-templates-doc-page-tsx-content-file-path-content-docs-page-7-mdx")
    expect(entries[7].load).toMatch(/^\(\) => import\(".*page-7\.mdx" \/\* webpackChunkName: ".*page-7-mdx" \*\/\)$/)
  })

  it("leaves any other shape as Gatsby wrote it, with a warning", () => {
    const develop = `${source}exports.head = {\n}\n`
    const { code, warnings } = run(develop)
    expect(code).toBe(develop)
    expect(warnings).toHaveLength(1)
    expect(split.parseEntries("module.exports = {}")).toBeNull()
  })

  it("puts each component in exactly one bucket of about PER_BUCKET", () => {
    const count = Math.ceil(100 / split.PER_BUCKET)
    const buckets = Array.from({ length: count }, (_, n) => run(source, `?bucket=${n}`).code)
    const names = buckets.flatMap(code => [...code.matchAll(/^ {2}"([^"]+)":/gm)].map(m => m[1]))
    expect(names.sort()).toEqual(entries.map(e => e.name).sort())
    for (const code of buckets) expect(code.length).toBeLessThan(source.length / 2)
  })

  it("keeps the stub's size independent of the number of pages", () => {
    const small = run(gatsbyAsyncRequires(30)).code
    const large = run(gatsbyAsyncRequires(3000)).code
    expect(small).not.toContain("page-0")
    // One short import line per bucket, nothing per page.
    expect(large.length - small.length).toBeLessThan(((3000 - 30) / split.PER_BUCKET + 1) * 90)
  })

  it("answers a component name from the bucket the loader put it in", async () => {
    const stub = run(source).code
    const requested: string[] = []
    const module = evaluate(stub, async request => {
      requested.push(request)
      const bucket = Number(/bucket=(\d+)/.exec(request)![1])
      return evaluate(run(source, `?bucket=${bucket}`).code, async page => ({ page }))
    })
    const load = module.components[entries[42].name] as () => Promise<{ page: string }>
    await expect(load()).resolves.toEqual({ page: expect.stringContaining("page-42.mdx") })
    expect(requested).toEqual([`./async-requires.js?bucket=${split.bucketOf(entries[42].name, 4)}`])
    const unknown = module.components["component---gone"] as () => Promise<unknown>
    await expect(unknown()).rejects.toThrow("No page component named component---gone")
  })

  it("passes each loaded page module through the `ready` module before Gatsby gets it", async () => {
    const order: string[] = []
    const ready = {
      pageModuleReady: async (module: { page: string }) => {
        order.push(`ready ${module.page.split("/").pop()}`)
        return { ...module, ready: true }
      },
    }
    const stub = run(source, "", { ready: "/site/src/app/static-html" }).code
    const module = evaluate(
      stub,
      async request => evaluate(run(source, request.slice(request.indexOf("?"))).code, async page => ({ page })),
      request => (request === "/site/src/app/static-html" ? ready : {}),
    )
    const load = module.components[entries[3].name] as () => Promise<unknown>
    await expect(load()).resolves.toEqual({ page: expect.stringContaining("page-3.mdx"), ready: true })
    expect(order).toEqual([expect.stringContaining("page-3.mdx")])
  })
})
