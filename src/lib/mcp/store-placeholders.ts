/**
 * The placeholders a store product's command may use, as the website fills them in when the
 * payment is confirmed and the command is queued. The store page (content/docs/store/products.mdx)
 * lists the same set; a test keeps the two equal.
 */
export interface Purchase {
  player: string
  uuid: string
  steamid64: string
  discord_id: string
  quantity: number
  order_id: string
  product_name: string
  price: string
  currency: string
  email: string
  /** The buyer's website username (a guest's typed name); in a gift, `player` is the recipient. */
  buyer_name: string
  /** The values the buyer chose for the product's options, by option key (`{option:<key>}`). */
  options: Record<string, string>
}

/** Filled from a linked account: empty when the buyer has not linked it. */
const ACCOUNT_PLACEHOLDERS: Record<string, string> = {
  uuid: "Minecraft",
  steamid64: "Steam",
  steamid: "Steam",
  discord_id: "Discord",
}

/** Left in the command for the game-server plugin to fill in (FiveM's server id of the online player). */
export const PLUGIN_PLACEHOLDERS = ["serverid"] as const

/** The offset of the SteamID64 of account 0 (universe 1, individual account). */
const STEAMID64_BASE = 76561197960265728n

/** `76561198000000000` → `STEAM_0:0:19867136`, the older text form some plugins expect. */
export function steamIdOf(steamid64: string): string {
  if (!/^\d{17}$/.test(steamid64)) return ""
  const account = BigInt(steamid64) - STEAMID64_BASE
  if (account < 0n) return ""
  return `STEAM_0:${account & 1n}:${account >> 1n}`
}

const VALUES: Record<string, (purchase: Purchase) => string> = {
  player: p => p.player,
  uuid: p => p.uuid,
  steamid64: p => p.steamid64,
  steamid: p => steamIdOf(p.steamid64),
  discord_id: p => p.discord_id,
  quantity: p => String(p.quantity),
  order_id: p => p.order_id,
  product_name: p => p.product_name,
  price: p => p.price,
  currency: p => p.currency,
  email: p => p.email,
  buyer_name: p => p.buyer_name,
}

/** Every placeholder the store fills in, in the order of the store page's table. */
export const STORE_PLACEHOLDERS = Object.keys(VALUES)

/** A buyer with every account linked: what an example command expands with unless told otherwise. */
export const SAMPLE_PURCHASE: Purchase = {
  player: "Notch",
  uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
  steamid64: "76561198000000000",
  discord_id: "419283746501928374",
  quantity: 1,
  order_id: "1042",
  product_name: "VIP",
  price: "9.99",
  currency: "USD",
  email: "notch@example.com",
  buyer_name: "Notch",
  options: {},
}

export interface Expansion {
  /** The command as the game server receives it. */
  command: string
  /** Placeholders filled in, with their values. */
  filled: Record<string, string>
  /** `{…}` names the store does not know: left as typed, so the server receives them literally. */
  unknown: string[]
  /** Placeholders left for the plugin (`{serverid}` on FiveM). */
  forPlugin: string[]
  warnings: string[]
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+(?::[a-z0-9_]+)?)\}/g
const OPTION = /^option:([a-z0-9_]+)$/

export function expandStoreCommand(command: string, purchase: Partial<Purchase> = {}): Expansion {
  const buyer: Purchase = { ...SAMPLE_PURCHASE, ...purchase }
  const filled: Record<string, string> = {}
  const unknown = new Set<string>()
  const forPlugin = new Set<string>()
  const warnings: string[] = []
  const expanded = command.replace(PLACEHOLDER, (whole, name: string) => {
    const option = OPTION.exec(name)
    if (option) {
      const chosen = buyer.options[option[1]]
      if (chosen === undefined) {
        unknown.add(name)
        return whole
      }
      filled[name] = chosen
      return chosen
    }
    const value = VALUES[name]
    if (value) {
      filled[name] = value(buyer)
      return filled[name]
    }
    if ((PLUGIN_PLACEHOLDERS as readonly string[]).includes(name)) forPlugin.add(name)
    else unknown.add(name)
    return whole
  })
  for (const [name, value] of Object.entries(filled)) {
    const account = ACCOUNT_PLACEHOLDERS[name]
    if (account && value === "")
      warnings.push(
        `{${name}} is empty: the buyer has no linked ${account} account. Set Required account to ${account} on the product so it is never empty.`,
      )
  }
  for (const name of unknown)
    warnings.push(
      OPTION.test(name)
        ? `{${name}} names an option this purchase has no value for: give it in options (the product's option keys).`
        : `{${name}} is not a store placeholder: the server receives it as typed. Known: ${STORE_PLACEHOLDERS.map(p => `{${p}}`).join(", ")}, {option:<key>}.`,
    )
  return { command: expanded, filled, unknown: [...unknown], forPlugin: [...forPlugin], warnings }
}
