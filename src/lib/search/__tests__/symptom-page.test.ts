import { createLocalSearchClient } from "../local-client"
import { buildIndexFile, loadIndexFile } from "../local-index"
import { recordsFromPage } from "../records"
import { h2, p, page } from "../../../test-support/search-pages"

/** Pages that mention commands, players and servers everywhere, as the real site does. */
const filler = Array.from({ length: 12 }, (_, i) =>
  page(`/guides/guide-${i}`, `Guide ${i}`, [
    h2("send", "Send commands"),
    p("Send commands to the server for each player, then send the server a status report."),
  ]),
)

/**
 * An endpoint whose title and summary hold most of a symptom's words, and the guide whose
 * troubleshooting table names the symptom in one row among others.
 */
const site = [
  ...filler,
  page(
    "/api/queue-commands",
    "Get queue commands",
    [h2("batch", "Process a batch"), p("Run each command, then report it as completed.")],
    "Fetch the store commands waiting in a game server's command queue.",
  ),
  page("/servers/plugin", "Connect the plugin", [
    h2("install", "Install the plugin"),
    p("Download the plugin for your game and copy the server key into its config file."),
    h2("troubleshooting", "Troubleshooting"),
    p(
      "Server stays Not connected: the plugin did not load, or the key is missing. Console shows 401: the key was regenerated. Requests time out: the host blocks outgoing HTTPS. Commands stay Waiting for player: the buyer is not online on that server, or bought under a different name. Command Failed: the game refused it; fix the product and retry.",
    ),
  ]),
].flatMap(recordsFromPage)

const loaded = loadIndexFile(JSON.stringify(buildIndexFile(site)))
const client = createLocalSearchClient(async () => loaded)

async function pages(query: string): Promise<string[]> {
  const { results } = await client.search([{ indexName: "test", params: { query, hitsPerPage: 50 } }])
  return [...new Set(results[0].hits.map(hit => hit.url.replace(/#.*$/, "")))]
}

describe("a symptom and the page that lists it", () => {
  it("ranks the page whose troubleshooting names the symptom above a title that holds its words", async () => {
    expect((await pages("commands stuck on waiting for player"))[0]).toBe("/servers/plugin")
  })

  it("leaves the same words, not worded as a symptom, to the page titled by them", async () => {
    expect((await pages("commands waiting for player"))[0]).toBe("/api/queue-commands")
  })
})
