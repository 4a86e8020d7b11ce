// The loader is CommonJS (webpack loads loaders as plain Node modules).
const files = require("../static-html-files.cjs") as {
  (this: object, source: string): string
  splitStrings(code: string): { code: string; key: string; json: string } | null
}

const strings = ['Open <strong>Store</strong> "now"', "<li>a</li>\n<li>b</li>"]
// The statement src/node/mdx-static-html.ts ends a compiled page with (astring prints string literals with JSON.stringify).
const compiled = (table: unknown[] = strings, count = table.length) =>
  `function MDXContent() {}\nexport const staticHtmlKey = "0123456789abcdef0123";\nMDXContent.staticHtmlKey = "0123456789abcdef0123";\nconst _staticHtml = _staticHtmlTable("0123456789abcdef0123", ${count}, JSON.parse(${JSON.stringify(JSON.stringify(table))}));\n`

function runLoader(source: string, resourceQuery = "") {
  const emitted: Record<string, string> = {}
  const context = {
    resourceQuery,
    getOptions: () => ({ dir: "static-html" }),
    emitFile: (name: string, content: string) => (emitted[name] = content),
  }
  return { code: files.call(context, source), emitted }
}

describe("static-html-files (webpack loader)", () => {
  it("moves a compiled page's strings into a JSON file named by their hash", () => {
    const { code, emitted } = runLoader(compiled())
    expect(Object.keys(emitted)).toEqual(["static-html/0123456789abcdef0123.json"])
    expect(JSON.parse(emitted["static-html/0123456789abcdef0123.json"])).toEqual(strings)
    expect(code).toContain('const _staticHtml = _staticHtmlTable("0123456789abcdef0123", 2, null);')
    expect(code).not.toContain("Store")
    expect(code.startsWith("function MDXContent() {}\nexport const staticHtmlKey")).toBe(true)
  })

  it("leaves a page without strings as it is", () => {
    const page = "function MDXContent() {}\nexport const staticHtmlKey = null;\n"
    expect(runLoader(page)).toEqual({ code: page, emitted: {} })
  })

  it("fails the build on a strings statement it does not recognise, or a count that does not match", () => {
    expect(() => runLoader(compiled().replace(/;\n$/, ";\nconsole.log(1);\n"))).toThrow(/unexpected shape/)
    expect(() => runLoader(compiled(strings, 3))).toThrow(/announces 3 strings/)
  })

  it("makes a page wrapper re-export its page's key", () => {
    const { code } = runLoader("export default function Wrapper() {}", "?__contentFilePath=/site/content/docs/a b.mdx")
    expect(code).toBe(
      'export default function Wrapper() {}\nexport { staticHtmlKey } from "/site/content/docs/a b.mdx";\n',
    )
  })
})
