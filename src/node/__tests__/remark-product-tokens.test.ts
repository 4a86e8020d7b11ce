import remarkProductTokens from "../remark-product-tokens"

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

  it("fails with the file named when a fact does not exist", () => {
    expect(() => run({ type: "root", children: [{ type: "text", value: "%%facts.nope%%" }] })).toThrow(
      "content/docs/a.mdx: unknown product fact `%%facts.nope%%`. Fix: use a key that exists in content/product.yaml.",
    )
  })
})
