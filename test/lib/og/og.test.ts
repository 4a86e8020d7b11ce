import { ogCardOf, ogImageAlt, ogImagePath, ogKeySource, type OgCard, type OgStyle } from "../../../src/lib/og/card"
import { ogColours, rootCustomProperties } from "../../../src/lib/og/css-colours"
import { fitTitle, ogLayout, titleSize, type OgElement } from "../../../src/lib/og/layout"

const SITE = { siteTitle: "Questforge Docs", docsUrl: "https://docs.questforge.example" }
const STYLE: OgStyle = {
  colours: { background: "#0f1117", border: "#2a2f3d", text: "#e6e8ef", muted: "#a3a9b8", accent: "#f5b642" },
  font: "f0",
  template: 1,
  renderer: "satori@1 sharp@1",
}

describe("preview card of a page", () => {
  it("names the section by the page's first breadcrumb", () => {
    const card = ogCardOf(
      { section: "docs", title: "Coupons", breadcrumbs: [{ label: "Store", path: "/category/store" }] },
      SITE,
    )
    expect(card).toEqual({
      title: "Coupons",
      section: "Store",
      siteTitle: "Questforge Docs",
      host: "docs.questforge.example",
    })
    expect(ogImageAlt(card)).toBe("Coupons: Store, Questforge Docs")
  })

  it("marks API pages and falls back to the section's name at the top level", () => {
    const api = ogCardOf(
      { section: "api", title: "Get queue", breadcrumbs: [{ label: "Store commands", path: "/x" }] },
      SITE,
    )
    expect(api.section).toBe("API · Store commands")
    expect(ogCardOf({ section: "api", title: "API", breadcrumbs: [] }, SITE).section).toBe("API")
    expect(ogCardOf({ section: "docs", title: "Welcome", breadcrumbs: [] }, SITE).section).toBe("Docs")
  })
})

describe("cache key source", () => {
  const card: OgCard = {
    title: "Coupons",
    section: "Store",
    siteTitle: "Questforge Docs",
    host: "docs.questforge.example",
  }

  it("is the same for the same inputs", () => {
    expect(ogKeySource({ ...card }, { ...STYLE, colours: { ...STYLE.colours } })).toBe(ogKeySource(card, STYLE))
  })

  it.each<[string, Partial<OgCard>, Partial<OgStyle>]>([
    ["title", { title: "Vouchers" }, {}],
    ["section", { section: "Basic" }, {}],
    ["site title", { siteTitle: "Other Docs" }, {}],
    ["host", { host: "docs.other.example" }, {}],
    ["colour", {}, { colours: { ...STYLE.colours, accent: "#ff0000" } }],
    ["font", {}, { font: "f1" }],
    ["template version", {}, { template: 2 }],
    ["renderer versions", {}, { renderer: "satori@2 sharp@1" }],
  ])("changes with the %s", (_, cardChange, styleChange) => {
    expect(ogKeySource({ ...card, ...cardChange }, { ...STYLE, ...styleChange })).not.toBe(ogKeySource(card, STYLE))
  })

  it("names the image by its key under /og/", () => {
    expect(ogImagePath("0123456789abcdef0123")).toBe("/og/0123456789abcdef0123.png")
  })
})

describe("colours from the site's stylesheet", () => {
  const CSS = `/* theme */\n:root {\n  color-scheme: dark;\n  --bg: #0F1117;\n  --border: #2a2f3d;\n  --text: #e6e8ef;\n  --text-muted: #a3a9b8;\n  --accent: #f5b642;\n}\n.x { --bg: #fff; }\n`

  it("reads the custom properties of :root only", () => {
    expect(rootCustomProperties(CSS)["--bg"]).toBe("#0F1117")
    expect(rootCustomProperties(CSS)["--accent"]).toBe("#f5b642")
    expect(rootCustomProperties(`${CSS}.y:root { --accent: #000000; }`)["--accent"]).toBe("#f5b642")
  })

  it("lets a later :root rule win, as the browser does", () => {
    expect(rootCustomProperties(`${CSS}:root{--accent:#123456}`)["--accent"]).toBe("#123456")
  })

  it("maps them to the image's colours", () => {
    expect(ogColours(rootCustomProperties(CSS), "base.css")).toEqual({ ...STYLE.colours })
  })

  it("names the file and the property when one is missing or not a hex colour", () => {
    const noAccent = rootCustomProperties(CSS.replace("--accent: #f5b642;", ""))
    expect(() => ogColours(noAccent, "base.css")).toThrow(
      /base\.css: .*accent colour from `--accent` in `:root`, which is missing/,
    )
    const named = rootCustomProperties(CSS.replace("#f5b642", "orange"))
    expect(() => ogColours(named, "base.css")).toThrow("`orange`, not a hex colour")
  })
})

function texts(element: OgElement): string[] {
  const children = element.props.children
  if (children === undefined) return []
  if (typeof children === "string") return [children]
  return (Array.isArray(children) ? children : [children]).flatMap(texts)
}

function styles(element: OgElement): Record<string, string | number>[] {
  const children = element.props.children
  const nested =
    children === undefined || typeof children === "string" ? [] : Array.isArray(children) ? children : [children]
  return [element.props.style, ...nested.flatMap(styles)]
}

describe("layout", () => {
  const card: OgCard = {
    title: "Coupons",
    section: "Store",
    siteTitle: "Questforge Docs",
    host: "docs.questforge.example",
  }

  it("draws the site title, section, page title and host at 1200 × 630", () => {
    const layout = ogLayout(card, STYLE.colours)
    expect(texts(layout)).toEqual(["Questforge Docs", "Store", "Coupons", "docs.questforge.example"])
    expect(layout.props.style).toMatchObject({ width: 1200, height: 630, backgroundColor: "#0f1117" })
  })

  it("uses the site's colours and nothing else", () => {
    const used = new Set(
      styles(ogLayout(card, STYLE.colours)).flatMap(style =>
        Object.values(style).flatMap(value => String(value).match(/#[0-9a-f]{3,6}/gi) ?? []),
      ),
    )
    expect(used).toEqual(new Set(Object.values(STYLE.colours)))
  })

  it("sets short titles larger than long ones", () => {
    expect(titleSize("Coupons")).toBeGreaterThan(titleSize("Connect the plugin to your Minecraft server"))
    expect(titleSize("Connect the plugin to your Minecraft server")).toBeGreaterThan(titleSize("x".repeat(80)))
  })

  it("cuts a very long title at a word", () => {
    const long = "Connect the Questforge plugin to your Minecraft server and deliver purchases automatically to players"
    expect(fitTitle("Coupons")).toBe("Coupons")
    const fitted = fitTitle(`${long} ${long}`)
    expect(fitted.length).toBeLessThanOrEqual(100)
    expect(fitted).toMatch(/ automatically to…$/)
  })
})
