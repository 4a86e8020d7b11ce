import { rmSync } from "node:fs"
import path from "node:path"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { loadOpenApi } from "../../../src/node/openapi"
import { createDocsServer } from "../../../src/node/mcp/server"
import { openDocsSite } from "../../../src/node/mcp/site"
import { createTwigRenderer } from "../../../src/node/mcp/twig-renderer"
import { builtDocsSite } from "./docs-site-fixture"

const SITE_URL = "https://docs.example"

async function connect(root: string) {
  const twig = createTwigRenderer()
  const server = createDocsServer({ site: openDocsSite(root, SITE_URL), twig, openApi: loadOpenApi, version: "1.0.0" })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const client = new Client({ name: "test", version: "1.0.0" })
  await Promise.all([server.connect(serverSide), client.connect(clientSide)])
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    const text = result.content.map(part => (part.type === "text" ? part.text : "")).join("\n")
    return { text, isError: result.isError === true }
  }
  return { client, call, close: () => Promise.all([client.close(), twig.close()]) }
}

describe("the docs MCP server", () => {
  const root = builtDocsSite()
  let mcp: Awaited<ReturnType<typeof connect>>
  beforeAll(async () => {
    mcp = await connect(root)
  })
  afterAll(() => mcp.close())

  it("lists its tools with their input schemas", async () => {
    const { tools } = await mcp.client.listTools()
    expect(tools.map(tool => tool.name).sort()).toEqual([
      "expand_store_command",
      "get_page",
      "list_pages",
      "render_twig",
      "search",
      "validate_api_request",
    ])
    const search = tools.find(tool => tool.name === "search")!
    expect(search.inputSchema.required).toEqual(["query"])
  })

  it("search: reads the index from the built pages and ranks with the site's search", async () => {
    const found = await mcp.call("search", { query: "coupon code" })
    expect(found.isError).toBe(false)
    const first = found.text.split("\n").slice(0, 2).join("\n")
    expect(first).toContain("Store › Coupons")
    expect(first).toContain(`${SITE_URL}/store/coupons`)
    expect(first).toContain(`(Markdown: ${SITE_URL}/store/coupons.md)`)
    const api = await mcp.call("search", { query: "server key", section: "api" })
    expect(api.text).toMatch(/^1\. API › API introduction › Authentication/)
    expect(api.text).not.toContain("/store/")
  })

  it("search: an empty query is an error result naming the fix", async () => {
    const empty = await mcp.call("search", { query: "  " })
    expect(empty).toEqual({ isError: true, text: expect.stringContaining("Give some words to search for") })
  })

  it("get_page: the Markdown twin, by path or URL", async () => {
    const page = await mcp.call("get_page", { path: "/store/products" })
    expect(page.isError).toBe(false)
    expect(page.text).toMatch(/^# Products\n\n> Ranks and perks with commands\./)
    expect((await mcp.call("get_page", { path: `${SITE_URL}/store/products.md#commands` })).text).toBe(page.text)
    expect((await mcp.call("get_page", { path: "/api" })).text).toMatch(/^# API introduction/)
  })

  it("get_page: an unknown page or a path out of the site is an error result", async () => {
    expect(await mcp.call("get_page", { path: "/store/nothing" })).toEqual({
      isError: true,
      text: "No page at /store/nothing. Find its path with search or list_pages.",
    })
    expect((await mcp.call("get_page", { path: "/../../etc/passwd" })).isError).toBe(true)
  })

  it("list_pages: path, title, description and section of every page", async () => {
    const all = await mcp.call("list_pages", {})
    expect(all.text).toContain(
      "## Store\n\n- Coupons — /store/coupons (https://docs.example/store/coupons.md): Discount codes.",
    )
    expect(all.text).toContain(
      "## API\n\n- API introduction — /api/ (https://docs.example/api/index.md): Base URL and keys.",
    )
    const store = await mcp.call("list_pages", { section: "store" })
    expect(store.text).not.toContain("API introduction")
    const unknown = await mcp.call("list_pages", { section: "Shop" })
    expect(unknown).toEqual({ isError: true, text: 'No section "Shop". Sections: Docs, Store, API.' })
  })

  it("render_twig: renders with the sample context", async () => {
    const result = await mcp.call("render_twig", { template: "Hi {{ user.username }}, {{ 1299|money }}" })
    expect(result).toEqual({ isError: false, text: "Hi Steve_Builder, €1,299.00" })
  })

  it("render_twig: a syntax error, a runaway loop and an oversized output are error results", async () => {
    expect(await mcp.call("render_twig", { template: "{% if %}" })).toEqual({
      isError: true,
      text: expect.stringMatching(/^Line 1: .*if/),
    })
    const started = Date.now()
    const loop = await mcp.call("render_twig", { template: "{% for i in 1..1000000000 %}{% endfor %}" })
    expect(loop).toEqual({ isError: true, text: expect.stringContaining("ran longer than 1 s and was stopped") })
    expect(Date.now() - started).toBeLessThan(5000)
    // The next render gets a fresh thread.
    const large = await mcp.call("render_twig", {
      template: `{% for i in 1..2100 %}${"x".repeat(100)}{% endfor %}`,
    })
    expect(large).toEqual({ isError: true, text: expect.stringContaining("more than the 200 KB an example may show") })
  }, 20000)

  it("validate_api_request: a valid request, by path or full URL", async () => {
    const valid = await mcp.call("validate_api_request", {
      method: "get",
      path: "https://api.questforge.example/v1/website/users/steam:76561198012345678",
      headers: { Authorization: "Bearer qfw_example" },
    })
    expect(valid).toEqual({ isError: false, text: "Valid: GET /website/users/{user} (getWebsiteUser)." })
  })

  it("validate_api_request: missing credentials, a bad body and an unknown route are reported", async () => {
    const bad = await mcp.call("validate_api_request", {
      method: "POST",
      path: "/server/status",
      headers: { "Content-Type": "application/json" },
      body: '{"players": "none"}',
    })
    expect(bad.isError).toBe(true)
    expect(bad.text).toContain(
      "Credentials missing: POST /server/status (reportServerStatus) needs the X-Server-Key header.",
    )
    expect(bad.text).toContain("- body/players must be array")
    const route = await mcp.call("validate_api_request", { method: "GET", path: "/server/nothing" })
    expect(route).toEqual({
      isError: true,
      text: expect.stringContaining("No endpoint at /server/nothing. The API has: /server/status"),
    })
    const method = await mcp.call("validate_api_request", { method: "DELETE", path: "/server/status" })
    expect(method.text).toContain("DELETE is not allowed on /server/status: use POST.")
  })

  it("expand_store_command: fills placeholders as the store does", async () => {
    const result = await mcp.call("expand_store_command", {
      command: 'lp user {uuid} parent add vip; say {player} x{quantity}; sm_vip "{steamid}"',
      values: { player: "Alex", quantity: 2, steamid64: "76561198000000000" },
    })
    expect(result.isError).toBe(false)
    expect(result.text.split("\n")[0]).toBe(
      'lp user 069a79f4-44e9-4726-a5be-fca90e38aaf5 parent add vip; say Alex x2; sm_vip "STEAM_0:0:19867136"',
    )
  })

  it("expand_store_command: an unknown placeholder and a bad value are reported", async () => {
    const unknown = await mcp.call("expand_store_command", { command: "give {player} {items}" })
    expect(unknown.isError).toBe(true)
    expect(unknown.text).toContain("{items} is not a store placeholder")
    const bad = await mcp.call("expand_store_command", { command: "x", values: { steamid64: "123" } })
    expect(bad).toEqual({ isError: true, text: expect.stringContaining("A SteamID64 has 17 digits") })
  })
})

describe("the docs MCP server without a build", () => {
  it("says which command builds the site, and the tools that need no build still work", async () => {
    const root = builtDocsSite()
    rmSync(path.join(root, "public"), { recursive: true })
    const mcp = await connect(root)
    try {
      const search = await mcp.call("search", { query: "coupon" })
      expect(search).toEqual({ isError: true, text: expect.stringContaining("Run `npm run build` in") })
      expect((await mcp.call("list_pages", {})).text).toContain("The docs site is not built")
      expect((await mcp.call("expand_store_command", { command: "say {player}" })).text).toMatch(/^say Notch/)
    } finally {
      await mcp.close()
    }
  })
})
