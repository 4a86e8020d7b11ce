import { runInNewContext } from "node:vm"
import { HTML_SUFFIX_SCRIPT } from "../../../src/app/head-scripts"
import { normalizeHref, stripHtmlSuffix } from "../../../src/lib/paths/html-suffix"

const cases: [string, string][] = [
  ["/basic/website-pages.html", "/basic/website-pages"],
  ["/basic/website-pages/index.html", "/basic/website-pages"],
  ["/index.html", "/"],
  ["/index.html/", "/"],
  ["/store/products/index.html/", "/store/products"],
  ["/store/products.html/", "/store/products"],
  ["/404.html/", "/404.html"],
  ["/api/index.html", "/api"],
  ["/api/websites/user.html", "/api/websites/user"],
  ["/basic/website-pages", "/basic/website-pages"],
  ["/", "/"],
  ["/404.html", "/404.html"],
  // Protocol-relative shapes name another site: never rewritten into a redirect there.
  ["//evil.example/login.html", "//evil.example/login.html"],
  ["//evil.example/x/index.html", "//evil.example/x/index.html"],
  ["/\\evil.example/login.html", "/\\evil.example/login.html"],
  ["///evil.example/index.html", "///evil.example/index.html"],
]

describe("stripHtmlSuffix", () => {
  it.each(cases)("treats %s as %s", (input, expected) => {
    expect(stripHtmlSuffix(input)).toBe(expected)
  })

  it("keeps the query string and hash of a full href", () => {
    expect(normalizeHref("/store/products.html?ref=nav#commands")).toBe("/store/products?ref=nav#commands")
  })
})

describe("the first-load redirect script", () => {
  // The inline script cannot import the module, so both are checked against the same cases.
  it.each(cases)("sends %s to %s like stripHtmlSuffix does", (input, expected) => {
    const replaced: string[] = []
    const location = { pathname: input, search: "?q=1", hash: "#h", replace: (url: string) => replaced.push(url) }
    runInNewContext(HTML_SUFFIX_SCRIPT.replace("window.location", "location"), { location })
    expect(replaced).toEqual(expected === input ? [] : [`${expected}?q=1#h`])
  })
})
