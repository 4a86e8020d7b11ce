import { expect, test } from "./fixtures"

for (const fault of ["500", "abort", "truncated", "empty-object"] as const) {
  test(`storm probe ${fault}`, async ({ page, shell }) => {
    let requests = 0
    await page.route("**/search-index.json", async route => {
      requests += 1
      if (fault === "500") return route.fulfill({ status: 500, body: "oops" })
      if (fault === "abort") return route.abort("connectionrefused")
      if (fault === "truncated") return route.fulfill({ status: 200, body: '{"synonyms":{"equ' })
      return route.fulfill({ status: 200, body: "{}" })
    })
    const errors: string[] = []
    page.on("pageerror", e => errors.push(e.message))
    await shell.open("/search?q=paypal")
    await page.waitForTimeout(3000)
    console.log(fault, "requests", requests, "errors", errors.length, errors.slice(0, 2))
    await expect(page.getByRole("alert")).toBeVisible()
  })
}
