import { spawnSync } from "node:child_process"
import { rmSync } from "node:fs"
import path from "node:path"
import { ROOT_DIR } from "../../../src/node/product"

const { compileIfStale } = require("../../../src/node/gatsby-api/load.cjs") as {
  compileIfStale: (options: { outDir: string }) => boolean
}

// The real bundle, made as `npm run build` makes it, two folders below the project as the
// build's own is.
const outDir = path.join(ROOT_DIR, ".build", `gatsby-api-load-test-${process.pid}`)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

/** The page compiler's packages: loaded only where a page is compiled. */
const PAGE_COMPILER = [
  "unified",
  "remark-parse",
  "remark-rehype",
  "rehype-prism-plus",
  "refractor",
  "hast-util-to-html",
  "mdast-util-to-markdown",
  "twig",
  "xss",
]

/** The packages a fresh Node process holds after loading `bundle` (CommonJS and ES modules alike). */
function packagesLoaded(bundle: string): string[] {
  const script = `
    require(${JSON.stringify(bundle)})
    const names = Object.keys(require.cache).map(file => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(file)?.[1])
    console.log(JSON.stringify([...new Set(names.filter(Boolean))]))`
  const run = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 60_000 })
  expect(run.stderr).toBe("")
  return JSON.parse(run.stdout) as string[]
}

describe("the Gatsby API bundle", () => {
  beforeAll(() => compileIfStale({ outDir }), 120_000)

  // Gatsby's process loads it at the start of every build, and its HTML worker loads it only to
  // list the site's hooks: in a first build neither compiles a page (src/node/page-body/ahead.ts).
  it("loads without the page compiler", () => {
    const loaded = packagesLoaded(path.join(outDir, "index.cjs"))
    expect(loaded).toContain("yaml")
    expect(PAGE_COMPILER.filter(name => loaded.includes(name))).toEqual([])
  }, 60_000)
})
