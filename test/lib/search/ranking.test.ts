import { commandGuides, h2, p, page, searchOver } from "../../support/search-pages"
import { isDeveloperQuery, isSymptom, isThemeQuery } from "../../../src/lib/search/text"

/** Pages that mention commands and servers everywhere, as the real site does. */
const filler = commandGuides("Send commands to the server, then send the server a status report.")

const site = [
  ...filler,
  page("/store/commands", "Commands", [h2("write", "Write"), p("Send commands to each game server you sell on.")]),
  page("/store/delivery", "Delivery", [h2("order", "Order"), p("A command that is never reported runs twice.")]),
  page("/store/payments", "Payments", [
    h2("statuses", "Purchase statuses"),
    p("Pending: the provider has not confirmed it yet. Paid: its commands are queued."),
    h2("troubleshooting", "Troubleshooting"),
    p("A purchase stays pending: the webhook did not reach the website."),
  ]),
  page("/settings/balance", "Website balance", [
    h2("balance", "Balance"),
    p("Players pay with their user balance at checkout; top it up with vouchers."),
  ]),
  page("/api/balance", "Balance", [h2("adjust", "Adjust"), p("Add to a user's balance or take from it.")]),
  page("/api", "API introduction", [
    h2("errors", "Errors"),
    p(
      "Every error has a status and a code. 400 validation_failed: an invalid field. 401 invalid_key: a missing key. 403 key_scope: a valid key of the wrong kind. 404 not_found: no such user. 429 rate_limited: too many requests.",
    ),
  ]),
  ...[
    ["status", "Push the players online and the map of a game server."],
    ["queue", "Fetch the commands waiting for a game server."],
    ["user", "Look up a website account by its linked ids."],
  ].map(([name, description]) =>
    page(
      `/api/${name}`,
      `Get ${name}`,
      [
        h2("authentication", "Authentication"),
        p("Send the server key in the X-Server-Key header: it names the server. A website API key gets 403 key_scope."),
      ],
      description,
    ),
  ),
  page("/modules/sidebar", "Sidebar", [
    h2("widgets", "Widgets"),
    p("Show the store's top donors in a widget on every page."),
  ]),
  page("/website-designs/functions/webstore", "Webstore functions", [
    h2("top-donors", "top_donors()"),
    p("Returns the top donors of the store, to show in a widget of your theme."),
  ]),
]

const { urls, pages } = searchOver(site)

describe("what a query says besides its words", () => {
  it.each([
    ["server not connected", true],
    ["payment stuck on pending", true],
    ["invitation email didn't arrive", true],
    ["why is my commission pending", true],
    ["invalid domain for site key", true],
    ["minecraft link code expired", true],
    ["check tables says access denied", true],
    ["requests timed out", true],
    ["connect a server", false],
    ["pending commission", false],
  ])("%s describes a symptom: %s", (query, expected) => {
    expect(isSymptom(query)).toBe(expected)
  })

  it.each([
    ["api error codes", true],
    ["403 key_scope", true],
    ["check a user's balance from my bot", true],
    ["post /server/status", true],
    ["poll for new purchases", true],
    ["wallet top up", false],
    ["server key", false],
  ])("%s is worded by someone writing code: %s", (query, expected) => {
    expect(isDeveloperQuery(query)).toBe(expected)
  })

  it.each([
    ["money filter currency", true],
    ["kd_ratio", true],
    ["user.name in a template", true],
    ["{{ store_goal }}", true],
    ["top donors widget", false],
    ["donor rank colored name", false],
  ])("%s is worded by someone writing a theme: %s", (query, expected) => {
    expect(isThemeQuery(query)).toBe(expected)
  })
})

describe("ranking beyond the words", () => {
  it("answers a symptom from a troubleshooting section, and the same words otherwise from the feature", async () => {
    expect((await urls("why is the purchase pending"))[0]).toBe("/store/payments#troubleshooting")
    expect((await urls("pending purchase"))[0]).toBe("/store/payments#statuses")
  })

  it("answers what every endpoint page repeats from the page that explains it for all", async () => {
    expect((await pages("403 key_scope"))[0]).toBe("/api")
    expect((await pages("get queue"))[0]).toBe("/api/queue")
  })

  it("prefers the guides for an owner's words and the API for a developer's", async () => {
    expect((await pages("user balance"))[0]).toBe("/settings/balance")
    expect((await pages("user balance api"))[0]).toMatch(/^\/api\//)
  })

  it("prefers the guide for an owner's words and the Twig reference for a theme developer's", async () => {
    expect((await pages("top donors widget"))[0]).toBe("/modules/sidebar")
    expect((await pages("top donors widget in my theme"))[0]).toBe("/website-designs/functions/webstore")
  })

  it("finds a page by its description", async () => {
    expect((await pages("push players online"))[0]).toBe("/api/status")
  })
})
