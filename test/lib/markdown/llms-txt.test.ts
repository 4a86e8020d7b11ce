import type { SidebarItem } from "../../../src/lib/sidebar/types"
import { llmsFullTxt, llmsTxt, pagesInOrder, type LlmsInput } from "../../../src/lib/markdown/llms-txt"
import { markdownPath } from "../../../src/lib/markdown/markdown-path"
import { categoryMarkdown, pageMarkdown } from "../../../src/lib/markdown/page-markdown"

const SITE = "https://docs.example.test"
const DOCS: SidebarItem[] = [
  { type: "doc", label: "Welcome", path: "/" },
  {
    type: "category",
    label: "Store",
    path: "/category/store",
    items: [
      { type: "doc", label: "Products [beta]", path: "/store/products" },
      {
        type: "category",
        label: "Discounts",
        path: "/category/discounts",
        items: [{ type: "doc", label: "Coupons", path: "/store/discounts/coupons" }],
      },
    ],
  },
]
const API: SidebarItem[] = [
  { type: "doc", label: "API introduction", path: "/api/" },
  {
    type: "category",
    label: "Server",
    path: "/api/category/server",
    items: [{ type: "doc", label: "Queue", path: "/api/server/queue" }],
  },
]
const descriptions = new Map([
  ["/", "Start here."],
  ["/category/store", "Sell ranks and items."],
  ["/store/products", "What a product is,\nand its commands."],
  ["/api/server/queue", "Commands waiting for a server."],
])
const INPUT: LlmsInput = {
  title: "Questforge Docs",
  summary: "Docs for Questforge.",
  details: ["Every page is also Markdown."],
  siteUrl: SITE,
  descriptions,
  sections: [
    { section: "docs", items: DOCS },
    {
      section: "api",
      items: API,
      extraLinks: [{ title: "OpenAPI description", url: `${SITE}/api/openapi.yaml`, description: "The API." }],
    },
  ],
}

describe("Markdown URLs", () => {
  it("append .md to a page and index.md to a folder route", () => {
    expect(markdownPath("/store/products")).toBe("/store/products.md")
    expect(markdownPath("/")).toBe("/index.md")
    expect(markdownPath("/api/")).toBe("/api/index.md")
  })
})

describe("llms.txt", () => {
  it("has the title, the summary, details, then file lists in sidebar order with .md links", () => {
    expect(llmsTxt(INPUT)).toBe(
      [
        "# Questforge Docs",
        "> Docs for Questforge.",
        "Every page is also Markdown.",
        "## Docs",
        `- [Welcome](${SITE}/index.md): Start here.`,
        "## Store",
        [
          `- [Store](${SITE}/category/store.md): Sell ranks and items.`,
          `  - [Products \\[beta\\]](${SITE}/store/products.md): What a product is, and its commands.`,
          `  - [Discounts](${SITE}/category/discounts.md)`,
          `    - [Coupons](${SITE}/store/discounts/coupons.md)`,
        ].join("\n"),
        "## API",
        [
          `- [API introduction](${SITE}/api/index.md)`,
          `- [OpenAPI description](${SITE}/api/openapi.yaml): The API.`,
        ].join("\n"),
        "## API: Server",
        [
          `- [Server](${SITE}/api/category/server.md)`,
          `  - [Queue](${SITE}/api/server/queue.md): Commands waiting for a server.`,
        ].join("\n"),
      ].join("\n\n") + "\n",
    )
  })

  it("llms-full.txt holds every page in sidebar order, a category before its pages", () => {
    expect(pagesInOrder(DOCS)).toEqual([
      "/",
      "/category/store",
      "/store/products",
      "/category/discounts",
      "/store/discounts/coupons",
    ])
    expect(llmsFullTxt(INPUT, ["# A\n\nbody a\n", "# B\n"])).toBe(
      "# Questforge Docs\n\n> Docs for Questforge.\n\n# A\n\nbody a\n\n# B\n",
    )
  })
})

describe("page Markdown", () => {
  const header = { title: "Store", description: "Sell ranks\nand items.", siteUrl: SITE, pagePath: "/category/store" }
  it("starts with the title, the description and where the page and the index are", () => {
    expect(pageMarkdown(header, "Body.\n\n")).toBe(
      `# Store\n\n> Sell ranks and items.\n\nSource: ${SITE}/category/store · Index of all pages: ${SITE}/llms.txt\n\nBody.\n`,
    )
  })
  it("says when the page last changed, as the HTML page does", () => {
    expect(pageMarkdown({ ...header, lastUpdated: "2026-11-23T08:00:00Z" }, "Body.")).toContain(
      `/llms.txt\n\nLast updated on 23 November 2026\n\nBody.\n`,
    )
  })
  it("lists a category's pages and sub-categories with their descriptions", () => {
    const text = categoryMarkdown(header, [
      { label: "Products", path: "/store/products", description: "What a product is." },
      { label: "Discounts", path: "/category/discounts", description: "" },
    ])
    expect(
      text.endsWith(
        `- [Products](${SITE}/store/products.md): What a product is.\n- [Discounts](${SITE}/category/discounts.md)\n`,
      ),
    ).toBe(true)
  })
})
