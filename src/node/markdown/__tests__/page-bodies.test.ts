import path from "node:path"
import type { MdNode } from "../../../lib/openapi/to-mdast"
import { ROOT_DIR } from "../../product"
import { bodiesSerializedAhead, mdxPagesOf, serializeAhead, serializeKeptPage } from "../page-bodies"
import { keepTree, keptTrees } from "../tree-store"

// Saved bodies would land in the project's .cache: recorded here instead.
const saved = new Map<string, string>()
let saves = 0
jest.mock("../tree-store", () => ({
  ...jest.requireActual("../tree-store"),
  saveBody: (file: string, body: string) => {
    saves += 1
    saved.set(file, body)
  },
}))
// mdast-util-to-markdown is ESM only, which this Jest setup does not load; the tree that would be
// serialised is what these tests compare. Like it, the stand-in throws on a node it cannot handle.
jest.mock("../serialize", () => ({
  serializeMarkdown: (tree: unknown) => {
    const json = JSON.stringify(tree)
    if (json.includes('"no-such-node"')) throw new Error("Cannot handle unknown node `no-such-node`")
    return json
  },
}))

const file = (name: string) => path.join(ROOT_DIR, "content/docs/test", `${name}.mdx`)

/** A page's tree as the remark plugin keeps it: a heading, prose with a relative link, a list. */
function tree(n: number): MdNode {
  return {
    type: "root",
    children: [
      { type: "heading", depth: 2, children: [{ type: "text", value: `Step ${n}` }] },
      {
        type: "paragraph",
        children: [
          { type: "text", value: `Page ${n} links to ` },
          { type: "link", url: "/store/products", children: [{ type: "text", value: "products" }] },
          { type: "text", value: "." },
        ],
      },
      {
        type: "list",
        ordered: false,
        children: Array.from({ length: 20 }, (_, i) => ({
          type: "listItem",
          children: [{ type: "paragraph", children: [{ type: "text", value: `Item ${i} of page ${n}` }] }],
        })),
      },
    ],
  } as unknown as MdNode
}

beforeEach(async () => {
  keptTrees().clear()
  saved.clear()
  saves = 0
  await bodiesSerializedAhead()
})

describe("Markdown bodies serialised ahead of the post-build", () => {
  it("finds the MDX pages of Gatsby's store by their component and context", () => {
    const template = path.join(ROOT_DIR, "src/templates/doc-page.tsx")
    const pages = [
      { component: `${template}?__contentFilePath=/site/content/docs/c++ & more?.mdx`, context: { pagePath: "/cpp" } },
      { component: path.join(ROOT_DIR, "src/pages/search.tsx"), context: {} },
      { component: `${template}?__contentFilePath=/site/content/docs/b.mdx`, context: { pagePath: "/b" } },
      { component: `${template}?__contentFilePath=/site/content/docs/no-path.mdx` },
    ]
    expect(mdxPagesOf(pages)).toEqual([
      { file: "/site/content/docs/c++ & more?.mdx", pagePath: "/cpp" },
      { file: "/site/content/docs/b.mdx", pagePath: "/b" },
    ])
  })

  it("gives the same bodies as the post-build step's own serialising, and saves them", async () => {
    const pages = [1, 2, 3].map(n => ({ file: file(`page-${n}`), pagePath: `/test/page-${n}` }))
    for (const [n, page] of pages.entries()) keepTree(page.file, tree(n))
    const direct = pages.map(page => serializeKeptPage(page))
    saved.clear()
    serializeAhead(pages)
    expect(saved.size).toBe(0) // nothing before the caller's turn ends
    const bodies = await bodiesSerializedAhead()
    expect([...bodies.keys()]).toEqual(pages.map(page => page.file))
    expect(pages.map(page => bodies.get(page.file))).toEqual(direct)
    // Made plain for the twin (src/lib/markdown/plain-mdast.ts): the link is absolute.
    expect(direct[1]).toMatch(/"url":"https:\/\/[^"]+\/store\/products"/)
    expect([...saved.keys()]).toEqual(pages.map(page => page.file))
  })

  it("skips a page this build did not compile, and a page already done", async () => {
    keepTree(file("compiled"), tree(1))
    serializeAhead([{ file: file("compiled"), pagePath: "/test/compiled" }])
    serializeAhead([
      { file: file("compiled"), pagePath: "/test/compiled" },
      { file: file("cached"), pagePath: "/test/cached" },
    ])
    const bodies = await bodiesSerializedAhead()
    expect([...bodies.keys()]).toEqual([file("compiled")])
    expect(saves).toBe(1)
    // Handed over once: the next build's post-build step starts empty.
    expect((await bodiesSerializedAhead()).size).toBe(0)
  })

  it("leaves the event loop turns while it works, so Gatsby keeps feeding its worker", async () => {
    const pages = Array.from({ length: 1000 }, (_, n) => ({ file: file(`many-${n}`), pagePath: `/test/many-${n}` }))
    for (const [n, page] of pages.entries()) keepTree(page.file, tree(n))
    // CPU time between two turns: unlike wall time, it does not grow when the machine is busy.
    const cpuMs = () => {
      const { user, system } = process.cpuUsage()
      return (user + system) / 1000
    }
    const turnsAt: number[] = []
    let ticking = true
    const tick = () => {
      turnsAt.push(cpuMs())
      if (ticking) setImmediate(tick)
    }
    const started = cpuMs()
    serializeAhead(pages)
    setImmediate(tick)
    const bodies = await bodiesSerializedAhead()
    const ended = cpuMs()
    ticking = false
    expect(bodies.size).toBe(1000)
    expect(turnsAt.length).toBeGreaterThan(1)
    // No stretch of work near the whole of it: slices of 8 ms (wall), far under this bound.
    const stretches = [started, ...turnsAt, ended].slice(1).map((at, i, all) => at - (i === 0 ? started : all[i - 1]))
    expect(Math.max(...stretches)).toBeLessThan(Math.max(40, (ended - started) / 2))
  })

  it("reports a failure when the post-build step asks, not before", async () => {
    const unhandled = jest.fn()
    process.on("unhandledRejection", unhandled)
    keepTree(file("broken"), { type: "root", children: [{ type: "no-such-node" }] } as unknown as MdNode)
    serializeAhead([{ file: file("broken"), pagePath: "/test/broken" }])
    await new Promise(resolve => setTimeout(resolve, 20))
    expect(unhandled).not.toHaveBeenCalled()
    await expect(bodiesSerializedAhead()).rejects.toThrow("unknown node")
    process.off("unhandledRejection", unhandled)
  })
})
