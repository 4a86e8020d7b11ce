import { checkStoreCommands } from "../../../src/lib/store-rules/check"
import { mdxCommands } from "../../../src/lib/store-rules/mdx-commands"
import { openApiCommands } from "../../../src/lib/store-rules/openapi-commands"

const rules = {
  minecraft: { sell: "ranks", never: "items", ranks: "use {uuid} and accumulate" },
  counterStrike: { sell: "reserved slots", never: "skins" },
  fivem: { sell: "nothing for money", free: "event rewards" },
  rust: { sell: "groups", never: "DLC" },
}
const resolve = (text: string) => text.replace("%%facts.fivem.serverIdPlaceholder%%", "{serverid}")
const noApi = { file: "content/api/openapi.yaml", source: "openapi: 3.1.0\n" }
const check = (source: string, file = "content/docs/store/example.mdx") =>
  checkStoreCommands([{ file, source }], noApi, rules, resolve)

const page = (body: string) => `---\ntitle: Example\ndescription: An example.\n---\n\n${body}\n`

describe("store commands of a page", () => {
  it("passes the commands the guides recommend", () => {
    const body = [
      "| Run | Command |",
      "| --- | --- |",
      "| On purchase | `lp user {uuid} parent addtemp vip 30d accumulate` |",
      "| On purchase | `css_qf_addgroup {steamid64} #css/vip 43200` |",
      "| On purchase | `oxide.usergroup add {steamid64} vip` |",
      "Placeholders left empty give `lp user  parent add vip`.",
    ].join("\n")
    expect(check(page(body))).toEqual([])
  })

  it("names file, line, rule and fix for a Minecraft item sold in a product example", () => {
    const problems = check(page("## Minecraft\n\n| On purchase | `give {player} minecraft:diamond 64` |"))
    expect(problems).toEqual([
      "content/docs/store/example.mdx:8: `give {player} minecraft:diamond 64` breaks Mojang's commercial usage guidelines (Minecraft EULA): a Minecraft item sold for money; never sell items. Fix: sell ranks instead.",
    ])
  })

  it("takes the game of a command any game accepts from its tab or heading", () => {
    expect(check(page("### Minecraft\n\n`give {player} diamond 64`"))).toHaveLength(1)
    expect(check(page("`give {player} diamond 64`"))).toHaveLength(1)
    expect(check(page('<TabItem label="Rust">\n\n`give {player} diamond 64`\n\n</TabItem>'))).toEqual([])
  })

  it("checks commands that read a buyer's option or the gift's buyer like any other", () => {
    // Neither command starts with a known store command: only the placeholder makes it one.
    const problems = check(page("`spawnitem {option:gun} weapon_ak47` and `spawnitem {buyer_name} weapon_awp`"))
    expect(problems.map(p => p.split(" breaks ")[0])).toEqual([
      "content/docs/store/example.mdx:6: `spawnitem {option:gun} weapon_ak47`",
      "content/docs/store/example.mdx:6: `spawnitem {buyer_name} weapon_awp`",
    ])
    expect(check(page("`spawnitem {option:Gun} weapon_ak47`"))).toEqual([])
  })

  it("finds timed ranks without accumulate, ranks by name and in-game currency", () => {
    const problems = check(page("```bash\nlp user {player} parent addtemp vip 30d\neco give {player} 5000\n```"))
    expect(problems.map(p => p.split(" breaks ")[1].split(":")[0])).toEqual([
      "LuckPerms rank given by player name (or another placeholder) instead of {uuid}",
      "timed LuckPerms rank without accumulate",
      "Mojang's commercial usage guidelines (Minecraft EULA)",
    ])
    expect(problems[0]).toMatch(/^content\/docs\/store\/example.mdx:7: /)
  })

  it("finds skins, knives and weapons as Counter-Strike perks", () => {
    const source = page("`css_qf_addgroup {steamid64} #css/knives 43200` and `give {player} weapon_awp`")
    expect(check(source, "content/docs/integrations/counter-strike-2/main.mdx")).toHaveLength(2)
  })

  it("wants a page with a FiveM command to print the FiveM payment rule", () => {
    const command = "`add_principal identifier.discord:{discord_id} group.event`"
    expect(check(page(command))[0]).toMatch(/FiveM paid perks are allowed only through Tebex/)
    expect(check(page(`Sell %%facts.gameRules.fivem.sell%%. ${command}`))).toEqual([])
  })

  it("skips a titled counterexample block and rejects a mark that hides nothing or has no title", () => {
    expect(check(page('```bash title="Do not copy" counterexample\nlp user {id} parent addtemp vip 30d\n```'))).toEqual(
      [],
    )
    expect(check(page("```bash counterexample\nlp user {id} parent addtemp vip 30d\n```"))).toEqual([
      'content/docs/store/example.mdx:6: a `counterexample` code block has no title. Fix: add title="…" saying what not to copy, so readers see it.',
    ])
    expect(check(page('```bash title="Fine" counterexample\nlp user {uuid} parent add vip\n```'))).toEqual([
      "content/docs/store/example.mdx:6: a `counterexample` code block breaks no store rule. Fix: remove `counterexample` from its meta.",
    ])
  })

  it("leaves Twig, output and other languages alone", () => {
    expect(mdxCommands("a.mdx", "```twig live\ngive {player} minecraft:diamond 64\n```\n", resolve).commands).toEqual(
      [],
    )
  })
})

describe("store commands of the API description", () => {
  const api = [
    "paths:",
    "  /server/commands/queue:",
    "    get:",
    "      examples:",
    "        fivem:",
    "          value:",
    "            commands:",
    "              - command: 'event_reward %%facts.fivem.serverIdPlaceholder%% winter_outfit'",
    "                product:",
    "                  name: VIP (30 days)",
    "components:",
    "  schemas:",
    "    QueueCommand:",
    "      properties:",
    "        command:",
    "          examples: [lp user Steve_Builder parent addtemp vip 30d accumulate]",
  ].join("\n")

  it("reads example commands with their line, game and product", () => {
    expect(openApiCommands("openapi.yaml", api, resolve)).toEqual([
      {
        file: "openapi.yaml",
        line: 8,
        command: "event_reward {serverid} winter_outfit",
        game: "fivem",
        product: "VIP (30 days)",
      },
      {
        file: "openapi.yaml",
        line: 16,
        command: "lp user Steve_Builder parent addtemp vip 30d accumulate",
        game: "minecraft",
        product: undefined,
      },
    ])
  })

  it("fails a paid FiveM example and a rank given by name", () => {
    const problems = checkStoreCommands([], { file: "openapi.yaml", source: api }, rules, resolve)
    expect(problems.map(p => p.split(": `")[0])).toEqual(["openapi.yaml:16", "openapi.yaml:8"])
    expect(problems[1]).toMatch(/product \(VIP \(30 days\)\) is not named as free/)
  })
})
