import { commandGuides, h2, p, page, searchOver } from "../../support/search-pages"

/** Pages that mention commands, players and servers everywhere, as the real site does. */
const filler = commandGuides("Send commands to the server for each player, then send the server a status report.")

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
]

const { pages } = searchOver(site)

describe("a symptom and the page that lists it", () => {
  it("ranks the page whose troubleshooting names the symptom above a title that holds its words", async () => {
    expect((await pages("commands stuck on waiting for player"))[0]).toBe("/servers/plugin")
  })

  it("leaves the same words, not worded as a symptom, to the page titled by them", async () => {
    expect((await pages("commands waiting for player"))[0]).toBe("/api/queue-commands")
  })
})
