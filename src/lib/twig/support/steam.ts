/**
 * SteamID conversions. SteamID64 values do not fit a JavaScript number, so they are strings
 * here (as in the API) and the arithmetic uses BigInt.
 */
import { asText, expected } from "./values"

const BASE = BigInt("76561197960265728")
const STEAM64 = /^7656119\d{10}$/
const STEAM2 = /^STEAM_[0-5]:([01]):(\d{1,10})$/i
const STEAM3 = /^\[U:1:(\d{1,10})\]$/

const WHAT = 'a SteamID64 ("76561198012345678"), SteamID ("STEAM_0:0:26039975") or SteamID3 ("[U:1:52079950]")'

/** Any of the three common forms → SteamID64 string; anything else is an error naming `name`. */
export function toSteamId64(name: string, value: unknown): string {
  const text = asText(value)?.trim()
  if (text !== undefined) {
    if (STEAM64.test(text)) return text
    const two = STEAM2.exec(text)
    if (two) return (BASE + BigInt(two[2]) * BigInt(2) + BigInt(two[1])).toString()
    const three = STEAM3.exec(text)
    if (three) return (BASE + BigInt(three[1])).toString()
  }
  return expected(name, WHAT, value)
}

/** SteamID64 → `STEAM_0:Y:Z`, the form CS 1.6 and many CS2 plugins store. */
export function toSteamId2(steamId64: string): string {
  const account = BigInt(steamId64) - BASE
  return `STEAM_0:${(account % BigInt(2)).toString()}:${(account / BigInt(2)).toString()}`
}
