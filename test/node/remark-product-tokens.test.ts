import remarkProductTokens from "../../src/node/remark-product-tokens"

describe("remarkProductTokens", () => {
  const run = (tree: object) => {
    remarkProductTokens()(tree as never, { path: `${process.cwd()}/content/docs/a.mdx` })
    return tree
  }

  it("puts the slug into link targets and facts into text and code", () => {
    const tree = run({
      type: "root",
      children: [
        {
          type: "link",
          url: "/integrations/servers/connect-{product}-plugin",
          children: [{ type: "text", value: "%%name%%" }],
        },
        { type: "code", value: "api-url: %%urls.api%%" },
        { type: "mdxJsxFlowElement", attributes: [{ type: "mdxJsxAttribute", value: "%%urls.dashboard%%" }] },
      ],
    })
    expect(tree).toEqual({
      type: "root",
      children: [
        {
          type: "link",
          url: "/integrations/servers/connect-questforge-plugin",
          children: [{ type: "text", value: "Questforge" }],
        },
        { type: "code", value: "api-url: https://api.questforge.example/v1" },
        {
          type: "mdxJsxFlowElement",
          attributes: [{ type: "mdxJsxAttribute", value: "https://dash.questforge.example" }],
        },
      ],
    })
  })

  it("prints the code a fact marks as inline code in prose, and without the marks in code", () => {
    const tree = run({
      type: "root",
      children: [
        { type: "paragraph", children: [{ type: "text", value: "For ranks, %%facts.gameRules.minecraft.ranks%%." }] },
        { type: "code", value: "# %%facts.gameRules.minecraft.ranks%%" },
      ],
    }) as { children: [{ children: { type: string; value: string }[] }, { value: string }] }
    const [paragraph, code] = tree.children
    expect(paragraph.children.filter(node => node.type === "inlineCode").map(node => node.value)).toEqual([
      "{uuid}",
      "accumulate",
    ])
    expect(paragraph.children.map(node => node.value).join("")).not.toContain("`")
    expect(paragraph.children[0]).toEqual({ type: "text", value: "For ranks, give LuckPerms ranks by " })
    expect(code.value).toContain("by {uuid} on a product")
  })

  it("turns <Fact k> into the fact's text at build time, inline and as a paragraph", () => {
    const fact = (type: string) => ({
      type,
      name: "Fact",
      attributes: [{ type: "mdxJsxAttribute", name: "k", value: "website.subdomainSuffix" }],
      children: [],
    })
    const tree = run({
      type: "root",
      children: [
        { type: "paragraph", children: [{ type: "text", value: "Ends in " }, fact("mdxJsxTextElement")] },
        fact("mdxJsxFlowElement"),
      ],
    })
    expect(tree).toEqual({
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "text", value: "Ends in " },
            { type: "text", value: ".questforge.example" },
          ],
        },
        { type: "paragraph", children: [{ type: "text", value: ".questforge.example" }] },
      ],
    })
  })

  it("fails with the file named when <Fact> names no fact or an unknown one", () => {
    const bare = { type: "mdxJsxTextElement", name: "Fact", attributes: [], children: [] }
    expect(() => run({ type: "root", children: [bare] })).toThrow('content/docs/a.mdx: <Fact> needs a k="…" attribute')
    const unknown = { ...bare, attributes: [{ type: "mdxJsxAttribute", name: "k", value: "nope" }] }
    expect(() => run({ type: "root", children: [unknown] })).toThrow("unknown product fact `%%facts.nope%%`")
  })

  it("fails with the file named when a fact does not exist", () => {
    expect(() => run({ type: "root", children: [{ type: "text", value: "%%facts.nope%%" }] })).toThrow(
      "content/docs/a.mdx: unknown product fact `%%facts.nope%%`. Fix: use a key that exists in content/product.yaml.",
    )
  })
})
