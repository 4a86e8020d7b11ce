import { codeFileNode } from "../../../src/lib/content/code-file"
import { attributeOf, replaceFlowElements } from "../../../src/lib/content/mdx-elements"

const files: Record<string, string> = { "content/api/samples/loop.js": "const a = 1\n" }
const read = (p: string) => files[p] ?? null

describe("<CodeFile>", () => {
  it("becomes a code block holding the file, titled by its name", () => {
    expect(codeFileNode({ src: "content/api/samples/loop.js" }, read, "page.mdx")).toEqual({
      type: "code",
      lang: "js",
      meta: 'title="loop.js"',
      value: "const a = 1",
    })
  })

  it("names the page, the element and the fix for a bad src", () => {
    expect(() => codeFileNode({}, read, "page.mdx")).toThrow(/page\.mdx: <CodeFile src="" \/> needs src.*Fix:/)
    expect(() => codeFileNode({ src: "content/../secrets.js" }, read, "p.mdx")).toThrow("needs src")
    expect(() => codeFileNode({ src: "content/api/missing.js" }, read, "p.mdx")).toThrow("names no file. Fix:")
    expect(() => codeFileNode({ src: "content/api/notes.txt" }, read, "p.mdx")).toThrow("no highlighting language")
  })
})

describe("replaceFlowElements", () => {
  it("expands every element of that name, at any depth, and keeps the others", () => {
    const tree = {
      type: "root",
      children: [
        { type: "mdxJsxFlowElement", name: "CodeFile", attributes: [{ type: "mdxJsxAttribute" as const, name: "src", value: "a" }] },
        { type: "blockquote", children: [{ type: "mdxJsxFlowElement", name: "CodeFile" }, { type: "text", value: "t" }] },
        { type: "mdxJsxFlowElement", name: "Tabs" },
      ],
    }
    replaceFlowElements(tree, "CodeFile", el => [{ type: "code", value: attributeOf(el, "src") ?? "none" }])
    expect(tree.children.map(c => c.type)).toEqual(["code", "blockquote", "mdxJsxFlowElement"])
    expect(tree.children[1].children).toEqual([{ type: "code", value: "none" }, { type: "text", value: "t" }])
  })
})
