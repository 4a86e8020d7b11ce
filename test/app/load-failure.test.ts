import { concernsThisPage } from "../../src/app/load-failure"

describe("concernsThisPage", () => {
  it("before the first render, every load failure is this page's", () => {
    expect(concernsThisPage("Loading chunk 12 failed.", "/a", false)).toBe(true)
  })

  it("after it, only a failure that names this page (a failed prefetch of another page is not)", () => {
    expect(concernsThisPage("page resources for /a/ not found. Not rendering React", "/a", true)).toBe(true)
    expect(concernsThisPage("page resources for /b not found. Not rendering React", "/a", true)).toBe(false)
    expect(concernsThisPage("Loading chunk 12 failed.", "/a", true)).toBe(false)
  })
})
