import { readFileSync } from "node:fs"
import path from "node:path"
import { expandStoreCommand, steamIdOf, STORE_PLACEHOLDERS } from "../../../src/lib/mcp/store-placeholders"

const STORE_PAGE = path.resolve(__dirname, "../../../content/docs/store/products.mdx")

describe("store command placeholders", () => {
  it("are the ones the products page documents, in its order", () => {
    // The page's table: | `{player}` | In-game name … |
    const documented = [...readFileSync(STORE_PAGE, "utf8").matchAll(/^\| `\{([a-z0-9_]+)\}` \|/gm)].map(m => m[1])
    expect(STORE_PLACEHOLDERS).toEqual(documented)
  })

  it("derive the SteamID text form from the SteamID64", () => {
    expect(steamIdOf("76561198000000000")).toBe("STEAM_0:0:19867136")
    expect(steamIdOf("76561197960265729")).toBe("STEAM_0:1:0")
    expect(steamIdOf("")).toBe("")
    expect(steamIdOf("123")).toBe("")
  })

  it("fill every occurrence, leave the plugin's {serverid} and report unknown names", () => {
    const result = expandStoreCommand("give {player} {player} {serverid} {kit}", { player: "Alex" })
    expect(result.command).toBe("give Alex Alex {serverid} {kit}")
    expect(result.forPlugin).toEqual(["serverid"])
    expect(result.unknown).toEqual(["kit"])
  })

  it("leave an unlinked account's id empty, with the fix", () => {
    const result = expandStoreCommand("lp user {uuid} parent add vip", { uuid: "" })
    expect(result.command).toBe("lp user  parent add vip")
    expect(result.warnings).toEqual([expect.stringContaining("Set Required account to Minecraft")])
  })
})

describe("option and buyer placeholders", () => {
  it("fill {option:<key>} from the chosen options and {buyer_name} from the buyer", () => {
    const result = expandStoreCommand("lp user {uuid} meta setsuffix 10 {option:colour} # from {buyer_name}", {
      buyer_name: "Gifter",
      options: { colour: "gold" },
    })
    expect(result.command).toBe("lp user 069a79f4-44e9-4726-a5be-fca90e38aaf5 meta setsuffix 10 gold # from Gifter")
    expect(result.unknown).toEqual([])
  })

  it("report an option the purchase has no value for", () => {
    const result = expandStoreCommand("say {option:size}")
    expect(result.unknown).toEqual(["option:size"])
    expect(result.command).toBe("say {option:size}")
    expect(result.warnings.join(" ")).toMatch(/names an option this purchase has no value for/)
  })
})
