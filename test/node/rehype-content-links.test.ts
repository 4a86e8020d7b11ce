import { finishContentLinks } from "../../src/node/rehype-content-links"
import type { BodyHast as HastNode } from "../../src/lib/page-body/body"

const link = (href: string, properties: Record<string, unknown> = {}): HastNode => ({
  type: "element",
  tagName: "a",
  properties: { href, ...properties },
  children: [{ type: "text", value: "x" }],
})

describe("rehype-content-links", () => {
  it("writes each link's final href and rel, however deep it is", () => {
    const links = [
      link("/store/products.html#fees"),
      link("https://stripe.com/docs"),
      link("/api/openapi.yaml"),
      link("#top", { className: ["heading-anchor"] }),
    ]
    const tree: HastNode = {
      type: "root",
      children: [
        {
          type: "element",
          tagName: "p",
          properties: {},
          children: [links[0], { type: "element", tagName: "em", properties: {}, children: links.slice(1) }],
        },
      ],
    }
    finishContentLinks(tree)
    expect(links.map(node => node.properties)).toEqual([
      { href: "/store/products#fees" },
      { href: "https://stripe.com/docs", rel: ["noopener", "noreferrer"] },
      { href: "/api/openapi.yaml" },
      { href: "#top", className: ["heading-anchor"] },
    ])
  })
})
