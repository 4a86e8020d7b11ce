import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { listFiles, proseOf, readMdx, ROOT } from "../../support/content-files"
import { parseCategoryFile } from "../../../src/lib/content/category-file"
import { parseFrontmatter } from "../../../src/lib/content/frontmatter"
import { lookupFact, tokenValues } from "../../../src/lib/content/tokens"
import { loadProduct } from "../../../src/node/product"
import { SITE_URL } from "../../../src/lib/twig/sample/site"

/**
 * The content test: every page a reader can open is checked for what a reviewer would
 * reject: missing metadata, thin pages, placeholder text, broken heading structure and
 * product facts typed by hand instead of printed from content/product.yaml.
 */
const product = loadProduct()
const tokens = tokenValues(product)
const pages = listFiles(".mdx").map(readMdx)
const MIN_WORDS = 250

const PLACEHOLDERS = [/lorem ipsum/i, /coming soon/i, /\bTODO\b/, /\bTBD\b/, /\bFIXME\b/, /placeholder text/i, /insert [a-z ]+ here/i]

const SAMPLE_SITE_HOST = new URL(SITE_URL).host

// Values that must come from product.yaml: the product's own hosts and the site title.
const HAND_TYPED = [
  { pattern: /questforge\.example/i, fix: "use %%urls.<name>%% or <ProductLink>" },
  { pattern: new RegExp(product.siteTitle, "i"), fix: "use {siteTitle} in frontmatter" },
  { pattern: /Dashboard\s*(→|->|>)/, fix: "print the menu path with %%facts.menu.<name>%%" },
]

describe("content sources", () => {
  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(8)
  })

  describe.each(pages.map(p => [p.file, p] as const))("%s", (_file, page) => {
    const prose = proseOf(page.body)

    it("has valid frontmatter with title and one-sentence description", () => {
      expect(() => parseFrontmatter(page.frontmatter, page.file, tokens)).not.toThrow()
    })

    it(`has at least ${MIN_WORDS} words of prose`, () => {
      const words = prose.replace(/<[^>]+>/g, " ").split(/\s+/).filter(w => /[A-Za-z]/.test(w))
      expect(words.length).toBeGreaterThanOrEqual(MIN_WORDS)
    })

    it("has no placeholder text", () => {
      expect(PLACEHOLDERS.filter(p => p.test(page.body)).map(String)).toEqual([])
    })

    it("starts its headings at h2 and never skips a level", () => {
      // Generated references (<TwigReference />, <GlobalVariables />) open with an h2.
      const levels = [...prose.matchAll(/^(#{1,6})\s|^<(TwigReference|GlobalVariables)\b/gm)].map(m => (m[1] ? m[1].length : 2))
      expect(levels.filter(l => l === 1)).toEqual([])
      const skips = levels.filter((level, i) => level > (i === 0 ? 2 : levels[i - 1] + 1))
      expect(skips).toEqual([])
    })

    it("prints product facts instead of typing them", () => {
      // The sample website of the Twig examples (its own subdomain) is sample data, not a product URL.
      const body = page.body.split(SAMPLE_SITE_HOST).join("sample-site")
      const found = HAND_TYPED.filter(h => h.pattern.test(body)).map(h => `${h.pattern}: ${h.fix}`)
      expect(found).toEqual([])
    })

    it("uses only fact tokens that exist", () => {
      const keys = [...page.body.matchAll(/%%([A-Za-z0-9_.-]+)%%/g)].map(m => m[1])
      expect(keys.filter(key => lookupFact(product, key) === undefined)).toEqual([])
    })
  })

  it.each(listFiles("_category_.yaml"))("category file %s is valid", file => {
    expect(() => parseCategoryFile(parse(readFileSync(path.join(ROOT, file), "utf8")), file)).not.toThrow()
  })
})
