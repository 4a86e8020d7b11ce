import { brokenLinkReport } from "../../../src/lib/not-found/report"

const REPO = "https://github.com/questforge/docs"
const paramsOf = (href: string) => new URL(href).searchParams

describe("the broken-link report", () => {
  it("names the missing address and the page that linked to it", () => {
    const href = brokenLinkReport(REPO, "/store/prodcts", "https://forum.example/t/42")
    expect(href.startsWith(`${REPO}/issues/new?`)).toBe(true)
    expect(paramsOf(href).get("title")).toBe("Docs: broken link to /store/prodcts")
    expect(paramsOf(href).get("body")).toBe("Missing page: /store/prodcts\nLinked from: https://forum.example/t/42")
  })

  it("leaves out what it does not know", () => {
    expect(paramsOf(brokenLinkReport(REPO, "/x", "")).get("body")).toBe("Missing page: /x")
    const unknown = brokenLinkReport(REPO, null, "")
    expect(paramsOf(unknown).get("title")).toBe("Docs: broken link")
    expect(paramsOf(unknown).has("body")).toBe(false)
  })

  it("encodes any address so the report link stays one link", () => {
    const href = brokenLinkReport(REPO, "/a&title=x#y", "")
    expect(paramsOf(href).get("title")).toBe("Docs: broken link to /a&title=x#y")
    expect(new URL(href).hash).toBe("")
  })
})
