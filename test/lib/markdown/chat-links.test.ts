import { chatLinks, chatPrompt } from "../../../src/lib/markdown/chat-links"

describe("chat links", () => {
  it("prefill a prompt naming the page's Markdown address", () => {
    expect(chatPrompt("https://docs.example/", "/store/products")).toBe(
      "Read https://docs.example/store/products.md so I can ask questions about it.",
    )
    expect(chatPrompt("https://docs.example", "/api/")).toContain("https://docs.example/api/index.md")
  })

  it("open ChatGPT and Claude with the prompt in q", () => {
    const links = chatLinks("https://docs.example", "/store/products")
    expect(links.map(link => link.name)).toEqual(["ChatGPT", "Claude"])
    for (const link of links) {
      const url = new URL(link.href)
      expect(url.searchParams.get("q")).toBe(chatPrompt("https://docs.example", "/store/products"))
    }
    expect(links[0].href).toMatch(
      /^https:\/\/chatgpt\.com\/\?q=Read%20https%3A%2F%2Fdocs\.example%2Fstore%2Fproducts\.md%20so%20/,
    )
    expect(links[1].href).toMatch(/^https:\/\/claude\.ai\/new\?q=Read%20/)
  })
})
