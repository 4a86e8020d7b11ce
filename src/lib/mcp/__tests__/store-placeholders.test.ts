import { readFileSync } from "node:fs"
import path from "node:path"
import { expandStoreCommand, steamIdOf, STORE_PLACEHOLDERS } from "../store-placeholders"

const STORE_PAGE = path.resolve(__dirname, "../../../../content/docs/store/products.mdx")

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
