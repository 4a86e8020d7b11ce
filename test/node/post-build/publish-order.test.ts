/**
 * The guarantee that a build failing its checks never publishes, proven with Gatsby's own code:
 * the plugin list of the real config (src/node/gatsby-api/config.ts, publishing configured) goes
 * through Gatsby's plugin loading (`loadInternalPlugins`), and `onPostBuild` through Gatsby's API
 * runner, with the real post-build plugin on a built site that has a broken link. Only the
 * publishing plugin's body is a stand-in, which records what it would publish through the real
 * transformer the config gives it. A full build against the hosted stand-in would prove the
 * same in minutes; this runs in seconds, so it is part of every `npx jest`.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { SEARCH_BODY } from "../../../src/lib/site-html/regions"

// The Markdown twins (mdast-util-to-markdown is an ES module too): the test site has none.
jest.mock("../../../src/node/markdown/write-markdown", () => ({ writeMarkdown: async () => undefined }))
// The site model createPages would have kept: the test site has no docs pages, so no preview images.
jest.mock("../../../src/node/site-model", () => {
  const { buildSiteModel } = jest.requireActual("../../../src/lib/sidebar/site-model")
  return { readSiteModel: async () => buildSiteModel([], []) }
})

const ROOT = path.resolve(__dirname, "../../..")
jest.setTimeout(60_000)

interface LoadedPlugin {
  name: string
  resolve: string
  importKey?: string
  pluginOptions: { queries?: { transformer: () => unknown[] }[] }
}

function builtSite(link: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qf-publish-"))
  mkdirSync(path.join(dir, "public", "store"), { recursive: true })
  mkdirSync(path.join(dir, "content"))
  copyFileSync(path.join(ROOT, "content", "search-synonyms.yaml"), path.join(dir, "content", "search-synonyms.yaml"))
  const page = (title: string, body: string) =>
    `<main><article ${SEARCH_BODY}><h1>${title}</h1>${body}</article></main>`
  writeFileSync(path.join(dir, "public", "index.html"), page("Welcome", `<p>See <a href="${link}">the store</a>.</p>`))
  writeFileSync(path.join(dir, "public", "store", "index.html"), page("Store", '<h2 id="vouchers">Vouchers</h2>'))
  // The changelog page the build's Atom feed is made from.
  mkdirSync(path.join(dir, "public", "reference", "changelog"), { recursive: true })
  writeFileSync(
    path.join(dir, "public", "reference", "changelog", "index.html"),
    page(
      "Changelog",
      '<h2 id="api">API</h2><table><thead><tr><th>Date</th><th>Version</th><th>Change</th></tr></thead>' +
        "<tbody><tr><td>2026-11-22</td><td>1.0.0</td><td>First.</td></tr></tbody></table>",
    ),
  )
  return dir
}

/** Runs onPostBuild the way `gatsby build` does; returns what happened, in order. */
async function postBuild(siteDir: string): Promise<string[]> {
  const events: string[] = []
  let result: string[] = []
  await jest.isolateModulesAsync(async () => {
    Object.assign(process.env, {
      ALGOLIA_APP_ID: "APP",
      ALGOLIA_ADMIN_KEY: "admin",
      ALGOLIA_INDEX_NAME: "docs",
      ALGOLIA_HOSTS: "127.0.0.1:9",
      // As gatsby-cli sets it for `gatsby build`: panicOnBuild then ends the process.
      gatsby_executing_command: "build",
    })
    const exit = jest.spyOn(process, "exit").mockImplementation(code => {
      events.push(`build ends (exit ${code})`)
      return undefined as never
    })
    jest.spyOn(console, "log").mockImplementation(() => undefined)
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const config = (await import("../../../src/node/gatsby-api/config")).default
    const { store } = await import("gatsby/dist/redux")
    // Gatsby's store starts from the state the last build left in .cache: its pages (and their
    // preview-image keys) come from that build's code, not this test's.
    ;(store.getState() as { pages: Map<string, unknown> }).pages.clear()
    const { loadInternalPlugins } = await import("gatsby/dist/bootstrap/load-plugins/load-internal-plugins")
    const { setGatsbyPluginCache } = await import("gatsby/dist/utils/import-gatsby-plugin")
    // Gatsby's API runner ships without type declarations.
    const apiRunnerNode = jest.requireActual<(api: string, args: object) => Promise<unknown>>(
      "gatsby/dist/utils/api-runner-node",
    )
    store.dispatch({ type: "SET_PROGRAM", payload: { directory: ROOT } })
    const loaded = loadInternalPlugins(config as never, ROOT) as unknown as LoadedPlugin[]
    // The plugins in Gatsby's order; only these two (and the site itself) take part in this test.
    const postBuilders: Record<string, object> = {
      "questforge-post-build": await import("../../../src/node/gatsby-api/post-build-plugin"),
      "gatsby-plugin-algolia": {
        onPostBuild: (_: unknown, options: LoadedPlugin["pluginOptions"]) => {
          try {
            events.push(`publishes ${options.queries![0].transformer().length} records`)
          } catch (error) {
            events.push(`publishes nothing: ${(error as Error).message.slice(0, 21)}`)
          }
        },
      },
      "default-site-plugin": { onPostBuild: () => events.push("site's gatsby-node") },
    }
    const plugins = loaded
      .filter(plugin => plugin.name in postBuilders)
      .map(plugin => ({ ...plugin, nodeAPIs: ["onPostBuild"] }))
    plugins.forEach(plugin => setGatsbyPluginCache(plugin as never, "gatsby-node", postBuilders[plugin.name]))
    store.dispatch({ type: "SET_SITE_FLATTENED_PLUGINS", payload: plugins })
    store.dispatch({ type: "SET_PROGRAM", payload: { directory: siteDir } })
    // Gatsby builds in its working directory, which the post-build writes to.
    const cwd = process.cwd()
    process.chdir(siteDir)
    try {
      await apiRunnerNode("onPostBuild", {})
    } finally {
      process.chdir(cwd)
    }
    exit.mockRestore()
    result = events
  })
  return result
}

describe("publishing the hosted index, in Gatsby's real plugin order", () => {
  afterEach(() => jest.restoreAllMocks())

  it("never happens after a failing link check: the build ends first", async () => {
    const events = await postBuild(builtSite("/store#gift-cards"))
    expect(events[0]).toBe("build ends (exit 1)")
    expect(events).not.toContainEqual(expect.stringMatching(/^publishes \d/))
  })

  it("publishes the checked records when the checks pass", async () => {
    const events = await postBuild(builtSite("/store#vouchers"))
    // Four records of the welcome and store pages, three of the changelog.
    expect(events).toEqual(["publishes 7 records", "site's gatsby-node"])
  })
})
