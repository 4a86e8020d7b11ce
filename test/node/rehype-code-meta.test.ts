import rehypeCodeMeta from "../../src/node/rehype-code-meta"

function pre(meta: string | null) {
  return {
    type: "root",
    children: [
      {
        type: "element",
        tagName: "pre",
        properties: {},
        children: [{ type: "element", tagName: "code", properties: {}, data: { meta }, children: [] }],
      },
    ],
  }
}

describe("rehypeCodeMeta", () => {
  it.each([
    ['title="plugins/Questforge/config.yml"', "plugins/Questforge/config.yml"],
    ["title='server.cfg' {2}", "server.cfg"],
    ["showLineNumbers title=Questforge.json", "Questforge.json"],
  ])("reads the title from %s", (meta, title) => {
    const tree = pre(meta)
    rehypeCodeMeta()(tree)
    expect(tree.children[0].properties).toEqual({ dataTitle: title })
  })

  it("leaves a fence without title alone", () => {
    const tree = pre("{1-3}")
    rehypeCodeMeta()(tree)
    expect(tree.children[0].properties).toEqual({})
    const bare = pre(null)
    rehypeCodeMeta()(bare)
    expect(bare.children[0].properties).toEqual({})
  })
})
