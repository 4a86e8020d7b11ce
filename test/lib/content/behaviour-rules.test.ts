import { readFileSync } from "node:fs"
import path from "node:path"
import { listFiles, readMdx, ROOT } from "../../support/content-files"
import { loadProduct } from "../../../src/node/product"
import { behaviourRules, GAMES } from "../../../src/lib/product/rules-schema"
import { identifiersIn, orderedPairs, pairBreaksOrder } from "../../../src/lib/store-rules/identifier-order"
import { ownWords } from "../../../src/lib/store-rules/own-words"
import {
  contradictsEvent,
  endsOnFirstFailure,
  eventDescribesItself,
  statements,
} from "../../../src/lib/store-rules/subscription-statements"

/**
 * Behaviour rules live once in content/product.yaml (facts.delivery, facts.subscriptionEvents,
 * facts.gameRules) and pages print them. These checks read every page's own words, and the API
 * description's, and fail where one states a rule differently from the data.
 */
const rules = behaviourRules(loadProduct().facts)
const sources = [
  ...listFiles(".mdx").map(file => ({ file, text: readMdx(file).body })),
  { file: "content/api/openapi.yaml", text: readFileSync(path.join(ROOT, "content/api/openapi.yaml"), "utf8") },
]
const said = sources.flatMap(({ file, text }) => statements(ownWords(text)).map(statement => ({ file, statement })))
const page = (file: string) => sources.find(s => s.file === file)?.text ?? ""
const events = Object.entries(rules.subscriptionEvents).flatMap(([provider, list]) =>
  typeof list === "string" ? [] : Object.entries(list).map(([key, event]) => ({ provider, key, event })),
)

describe("how a buyer is matched to a player", () => {
  const order = identifiersIn(rules.delivery.onlineMatch)

  it("is one order of identifiers, and each game's rule follows it", () => {
    expect(order).toEqual(["uuid", "steamid64", "name"])
    for (const game of GAMES) {
      const pairs = orderedPairs(rules.delivery.match[game])
      expect([game, pairs.length > 0, pairs.filter(pair => pairBreaksOrder(pair, order))]).toEqual([game, true, []])
    }
  })

  it("is never listed in another order by a page in its own words", () => {
    const wrong = said.filter(({ statement }) => orderedPairs(statement).some(pair => pairBreaksOrder(pair, order)))
    expect(wrong.map(({ file, statement }) => `${file}: "${statement}" differs from facts.delivery.onlineMatch`)).toEqual([])
  })
})

describe("what payment events do to a subscription", () => {
  it("describes each event by its own state and the commands it queues", () => {
    expect(events.filter(({ event }) => !eventDescribesItself(event)).map(({ key }) => key)).toEqual([])
    expect(events.some(({ event }) => event.event === "BILLING.SUBSCRIPTION.PAYMENT.FAILED" && event.state === "active")).toBe(true)
  })

  it("prints every event in its provider's page, event name and effect in one row", () => {
    const missing = events.filter(({ provider, key }) => {
      const row = `| \`%%facts.subscriptionEvents.${provider}.${key}.event%%\` | %%facts.subscriptionEvents.${provider}.${key}.does%% |`
      return !page(`content/docs/store/payment-methods/${provider}.mdx`).includes(row)
    })
    expect(missing.map(({ provider, key }) => `${provider}.${key}`)).toEqual([])
  })

  it("is never said to end a subscription on the first failed payment", () => {
    const data = [rules.subscriptionEvents.ends, ...events.map(({ event }) => event.does)]
    expect(data.filter(endsOnFirstFailure)).toEqual([])
    const wrong = said.filter(({ statement }) => endsOnFirstFailure(statement))
    expect(wrong.map(({ file, statement }) => `${file}: "${statement}"; the rule is facts.subscriptionEvents.ends`)).toEqual([])
  })

  it("never gives an event the opposite effect in a page's own words", () => {
    const wrong = said.flatMap(({ file, statement }) =>
      events.filter(({ event }) => contradictsEvent(statement, event)).map(({ event }) => `${file}: "${statement}" (${event.event} leaves the subscription ${event.state})`),
    )
    expect(wrong).toEqual([])
  })
})

describe("which products each game's rules allow", () => {
  const selling = page("content/docs/store/selling-within-game-rules.mdx")

  it("is printed per game on the selling page", () => {
    const keys = Object.entries(rules.gameRules).flatMap(([game, fields]) =>
      Object.keys(fields).map(field => `%%facts.gameRules.${game}.${field}%%`),
    )
    expect(keys.filter(key => !selling.includes(key))).toEqual([])
  })

  it("is never restated in a page's own words as a FiveM sale", () => {
    // The hedged or permissive wordings the pages used before the rule was data.
    const wrong = said.filter(({ statement }) =>
      /FiveM[^.]*\b(sell|charge|price)[^.]*\b(allowed|is fine|you can)\b|decided by Cfx\.re's current terms/i.test(statement),
    )
    expect(wrong.map(({ file, statement }) => `${file}: "${statement}"`)).toEqual([])
  })
})
