import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] })
const page = await browser.newPage()
page.on("pageerror", e => console.log("pageerror:", e.message.slice(0, 300)))
page.on("request", r => { if (r.resourceType() === "script" || r.url().includes("page-data")) console.log("req", r.url().slice(21, 120)) })
await page.goto("http://localhost:9399/basic/website-pages")
await page.waitForTimeout(3000)
console.log(await page.evaluate(async () => {
  const a = window.asyncRequires
  if (!a) return "no asyncRequires"
  try {
    const m = await a.components["component---src-templates-doc-page-tsx-content-file-path-content-docs-basic-website-pages-mdx"]()
    return "ok " + Object.keys(m).join(",")
  } catch (e) { return "err " + e.message }
}))
await browser.close()
