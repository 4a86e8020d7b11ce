import { runInNewContext } from "node:vm"
import { URL_SHAPE_SCRIPT } from "../../../src/app/head-scripts"
import { readableEscapes, readablePath, routerHref, routerPath, staysOnSite } from "../../../src/lib/paths/url-shape"

/**
 * What Gatsby does with an address: its router keeps `encodeURI(decodeURI(path))`, its loader
 * files the page under the path decoded once and fetches page data for it decoded once more.
 */
const routerForm = (path: string) => encodeURI(decodeURI(path))
const loaderKey = (path: string) => decodeURIComponent(path)
const pageDataPath = (path: string) => decodeURIComponent(loaderKey(path))

const PATHS: [string, string][] = [
  ["/basic/website-pages", "/basic/website-pages"],
  ["/", "/"],
  ["/caf%C3%A9", "/caf%C3%A9"],
  ["/a%3Db", "/a=b"],
  ["/docs%2Bapi", "/docs+api"],
  ["/old%26new", "/old&new"],
  ["/store%2Fproducts", "/store/products"],
  ["/store/products%3Fx", `/store/products${encodeURI("？")}x`],
  ["/store/products%23x", `/store/products${encodeURI("＃")}x`],
  ["/100%25-off", `/100${encodeURI("％")}-off`],
  ["/store/products%25", `/store/products${encodeURI("％")}`],
  ["/a%zz", `/a${encodeURI("％")}zz`],
  ["/x%E0%A4%A", `/x${encodeURI("％")}E0${encodeURI("％")}A4${encodeURI("％")}A`],
  ["/x%3Cimg%20src=x%3E", "/x%3Cimg%20src=x%3E"],
  ["//evil.example/login.html", "/evil.example/login.html"],
  ["/\\evil.example/x", "/evil.example/x"],
  // Escapes, control characters and dot segments that make another site's address once decoded.
  ["/%2F%2Fevil.example/login", "/evil.example/login"],
  ["/%2Fstore/products", "/store/products"],
  ["/%2f%2fevil.example/index.html", "/evil.example/index.html"],
  ["/%5C%5Cevil.example/x", "/evil.example/x"],
  ["/%2F%5Cevil.example/x.html", "/evil.example/x.html"],
  ["/%09/evil.example/x", "/evil.example/x"],
  ["/%0A/evil.example/x.html", "/evil.example/x.html"],
  ["/.%2F%2Fevil.example/x", "/evil.example/x"],
  ["/x/..%2F%2Fevil.example", "/evil.example"],
  ["/store/%2e%2e/api", "/api"],
  ["/store/products/.", "/store/products/"],
]

const HASHES: [string, string][] = [
  ["", ""],
  ["#commands", "#commands"],
  ["#%C3%A9t%C3%A9", "#%C3%A9t%C3%A9"],
  ["#%", "#%25"],
  ["#a%zz", "#a%25zz"],
  ["#%E0%A4%A", "#%25E0%25A4%25A"],
  ["#sec%2", "#sec%252"],
]

describe("routerPath", () => {
  it.each(PATHS)("brings %s to %s", (input, expected) => {
    expect(routerPath(input)).toBe(expected)
  })

  it.each(PATHS)("gives a path (from %s) that Gatsby's router keeps and its loader files under one name", input => {
    const path = routerPath(input)
    expect(routerForm(path)).toBe(path)
    expect(loaderKey(routerForm(path))).toBe(loaderKey(path))
    expect(pageDataPath(path)).toBe(loaderKey(path))
    expect(routerPath(path)).toBe(path)
    expect(path).toMatch(/^\/(?![/\\])/)
  })

  it.each(PATHS)("gives a path (from %s) that stays on this site, decoded or not", input => {
    const path = routerPath(input)
    expect(staysOnSite(path)).toBe(true)
    for (const form of [path, loaderKey(path), pageDataPath(path)])
      expect(new URL(form, "https://docs.example/").pathname).not.toMatch(/^\/\//)
  })
})

describe("staysOnSite", () => {
  it("accepts this site's paths and refuses those that name another site, decoded or not", () => {
    for (const href of ["/", "/store/products?q=1#a", "/caf%C3%A9", "/a%zz", "/x/../y"])
      expect(staysOnSite(href)).toBe(true)
    for (const href of [
      "//evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/x/..%2F%2Fe",
      "https://x.example/",
      "x",
    ])
      expect(staysOnSite(href)).toBe(false)
  })
})

describe("readableEscapes", () => {
  it.each(HASHES)("brings %s to %s, which decodeURI reads", (input, expected) => {
    expect(readableEscapes(input)).toBe(expected)
    expect(() => decodeURI(readableEscapes(input))).not.toThrow()
  })
})

describe("routerHref", () => {
  it("fixes the path and the hash of a site href and keeps its query", () => {
    expect(routerHref("/a%3Db?q=1#%")).toBe("/a=b?q=1#%25")
    expect(routerHref("/basic/website-pages#a%zz")).toBe("/basic/website-pages#a%25zz")
  })

  it("leaves plain hrefs and hrefs of other sites as they are", () => {
    for (const href of ["/store/products?ref=nav#commands", "https://example.com/%zz", "#top", "//cdn.example/x"])
      expect(routerHref(href)).toBe(href)
  })
})

describe("the head script that shapes the address before Gatsby reads it", () => {
  function load(pathname: string, hash: string, search = "?q=1") {
    const calls: string[] = []
    const listeners: Record<string, () => void> = {}
    const location = { pathname, hash, search }
    const history = {
      state: { key: "k" },
      replaceState(state: unknown, _title: string, url: string) {
        expect(state).toEqual({ key: "k" })
        calls.push(url)
        const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url)!
        Object.assign(location, { pathname: match[1], search: match[2] ?? "", hash: match[3] ?? "" })
      },
    }
    const window = {
      location,
      history,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    }
    runInNewContext(URL_SHAPE_SCRIPT, { window, decodeURI, encodeURI })
    return { calls, listeners, location }
  }

  it.each(PATHS)("on first load brings the path %s to %s like routerPath", (input, expected) => {
    const { calls } = load(input, "#h")
    expect(calls).toEqual(expected === input ? [] : [`${expected}?q=1#h`])
  })

  it.each(HASHES)("on first load brings the hash %s to %s like readableEscapes", (input, expected) => {
    const { calls } = load("/store/products", input)
    expect(calls).toEqual(expected === input ? [] : [`/store/products?q=1${expected}`])
  })

  it("fixes a hash the page sets later, before the router's own popstate listener reads it", () => {
    const { calls, listeners, location } = load("/store/products", "")
    expect(calls).toEqual([])
    location.hash = "#%"
    listeners.popstate()
    expect(calls).toEqual(["/store/products?q=1#%25"])
  })
})

describe("readablePath", () => {
  it("shows a path decoded, and an undecodable one as it is", () => {
    expect(readablePath("/caf%C3%A9/%EF%BC%9Fx")).toBe("/café/？x")
    expect(readablePath("/a%zz")).toBe("/a%zz")
  })
})
