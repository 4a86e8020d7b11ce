import { readFileSync } from "node:fs"
import path from "node:path"
import { listFiles, ROOT } from "../../support/content-files"
import { loadProduct } from "../../../src/node/product"
import { replaceFactTokens } from "../../../src/lib/content/tokens"
import { behaviourRules } from "../../../src/lib/product/rules-schema"
import { checkStoreCommands } from "../../../src/lib/store-rules/check"

/**
 * Every store command the pages and the API description show (command tables, inline examples,
 * command blocks, queue examples) follows the store rules the guides teach: no Minecraft items
 * or currency for money, LuckPerms ranks by {uuid} with accumulate on timed ranks, no CS skins or
 * weapons as perks, FiveM only as free deliveries. A forbidden command shown on purpose sits in a
 * code block marked `counterexample`.
 */
const product = loadProduct()
const resolve = (text: string) => replaceFactTokens(text, product)
const read = (file: string) => ({ file, source: readFileSync(path.join(ROOT, file), "utf8") })

describe("store commands in the content", () => {
  it("break none of the store rules", () => {
    const pages = listFiles(".mdx").map(read)
    const api = read("content/api/openapi.yaml")
    expect(checkStoreCommands(pages, api, behaviourRules(product.facts).gameRules, resolve)).toEqual([])
  })
})
