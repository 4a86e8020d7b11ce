import { listFiles, proseOf, readMdx, ROOT } from "../../support/content-files"
import { loadProduct } from "../../../src/node/product"
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

/**
 * The command-delivery rule lives once, under `facts.delivery` in content/product.yaml: the
 * states of a queued command, what Retry does, how each game's plugin finds a buyer for
 * Require player online and what it can report as Failed. Pages print it; these checks keep
 * the pages from drifting back to their own versions of it.
 */
type Delivery = {
  states: string
  match: Record<string, string>
  detects: Record<string, string>
  discordOnly: string
}
const delivery = (loadProduct().facts as { delivery: Delivery }).delivery
const pages = listFiles(".mdx").map(readMdx)
const page = (file: string) => {
  const found = pages.find(p => p.file === file)
  if (!found) throw new Error(`${file} is missing`)
  return found
}
const OWNER = "content/docs/integrations/servers/connect-{product}-plugin.mdx"
const PURCHASES = "content/docs/store/purchases.mdx"

describe("the command-delivery rule", () => {
  it("names one match rule and one failure rule for the same games", () => {
    expect(Object.keys(delivery.match).sort()).toEqual(Object.keys(delivery.detects).sort())
    expect(Object.keys(delivery.match).length).toBeGreaterThanOrEqual(5)
  })

  it("is printed per game on the page that owns it", () => {
    const body = page(OWNER).body
    const missing = Object.keys(delivery.match).flatMap(game =>
      [`%%facts.delivery.match.${game}%%`, `%%facts.delivery.detects.${game}%%`].filter(token => !body.includes(token)),
    )
    expect(missing).toEqual([])
  })

  it("gives every command state a row on the Purchases page, in the order of the data", () => {
    const states = delivery.states.split(",").map(s => s.trim())
    const rows = [...page(PURCHASES).body.matchAll(/^\| \*\*([^*]+)\*\* \| [^|]*%%facts\.delivery\./gm)].map(m => m[1])
    expect(rows).toEqual(states)
  })

  it("is never contradicted by a page saying the plugin reports every command done", () => {
    // The wording the pages used before the rule was data: "reports a command done … even if the game rejected it".
    const contradiction = /reports? (a|every) command(s)?( it ran)? (as )?done[^.]*even if/i
    expect(pages.filter(p => contradiction.test(proseOf(p.body))).map(p => p.file)).toEqual([])
  })

  it("keeps Discord out of the identifiers that release online-only commands", () => {
    // The status report (StatusPlayer) is the only source the API matches online players against.
    const api = parse(readFileSync(path.join(ROOT, "content/api/openapi.yaml"), "utf8")) as {
      components: { schemas: { StatusPlayer: { properties: Record<string, unknown> } } }
    }
    const reported = Object.keys(api.components.schemas.StatusPlayer.properties)
    expect(reported.some(field => /discord/i.test(field))).toBe(false)
    expect(delivery.discordOnly).toMatch(/no Discord ID.*exact name alone/)
    expect(delivery.match.fivem).toMatch(/never the Discord ID/)
  })
})
