/** Game-stats filters: server status from the plugin's reports, player statistics and Steam IDs. */
import { opt, req } from "../support/define"
import { formatNumber, pad2 } from "../support/numbers"
import { toSteamId64 } from "../support/steam"
import { expectInt, expectNumber, expectString, expected, isRecord } from "../support/values"
import type { FilterDefinition } from "../types"

interface ServerStatus {
  online: boolean
  players: number
  max: number
}

const SERVER_NOTE =
  "The value is a server from `servers` (with `online`, `players_online` and `players_max`); anything else is an error naming the filter."
const STEAM_NOTE =
  "Accepts a SteamID64 (as a string), `STEAM_X:Y:Z` or `[U:1:N]`; anything else, including a SteamID64 written as a number, is an error naming the filter."

function readServer(name: string, value: unknown): ServerStatus {
  if (!isRecord(value) || typeof value.players_online !== "number" || typeof value.players_max !== "number") {
    return expected(name, "a server with players_online and players_max (an item of servers)", value)
  }
  return { online: value.online !== false, players: value.players_online, max: value.players_max }
}

export const gameStatsFilters: FilterDefinition[] = [
  {
    kind: "filter",
    category: "game-stats",
    name: "players",
    signature: "value|players(offline_text = 'Offline')",
    summary: "Shows a server's player count (an item of `servers`) as online/slots, from the latest status report.",
    args: [opt("offline_text", "string", "'Offline'", "Text shown instead when the server is offline.")],
    returns: { type: "string", description: '`"12/64"`, or `offline_text` for an offline server.' },
    notes: [SERVER_NOTE, "Counts may exceed the slots when the server uses reserved slots: `66/64`."],
    impl: (_env, value, offlineText) => {
      const server = readServer("players", value)
      if (!server.online) return expectString("players", offlineText ?? "Offline", "offline_text to be a string")
      return `${formatNumber(server.players)}/${formatNumber(server.max)}`
    },
  },
  {
    kind: "filter",
    category: "game-stats",
    name: "fill_percent",
    signature: "value|fill_percent",
    summary: "How full a server is, as a whole percentage for progress bars (`width: {{ server|fill_percent }}%`).",
    args: [],
    returns: {
      type: "int",
      description: "0–100, rounded; 0 for an offline server or one with no slots, 100 when full or over.",
    },
    notes: [SERVER_NOTE],
    impl: (_env, value) => {
      const server = readServer("fill_percent", value)
      if (!server.online || server.max <= 0) return 0
      return Math.min(100, Math.round((server.players / server.max) * 100))
    },
  },
  {
    kind: "filter",
    category: "game-stats",
    name: "server_state",
    signature: "value|server_state",
    summary: "Labels a server as Online, Full or Offline; lowercase it for a CSS class.",
    args: [],
    returns: {
      type: "string",
      description: '`"Online"`, `"Full"` (players reach the slots) or `"Offline"` (3 missed status reports).',
    },
    notes: [SERVER_NOTE],
    impl: (_env, value) => {
      const server = readServer("server_state", value)
      if (!server.online) return "Offline"
      return server.max > 0 && server.players >= server.max ? "Full" : "Online"
    },
  },
  {
    kind: "filter",
    category: "game-stats",
    name: "kd_ratio",
    signature: "value|kd_ratio(deaths, decimals = 2)",
    summary: "Divides a number of kills (the value) by deaths for a K/D ratio.",
    args: [
      req("deaths", "int", "Number of deaths."),
      opt("decimals", "int", "2", "Digits after the decimal point, 0–6."),
    ],
    returns: {
      type: "string",
      description: '`"1.66"`; with 0 deaths the ratio is the kills (divided by 1), as in-game scoreboards show it.',
    },
    notes: [
      "Kills and deaths must be numbers of 0 or more; anything else, or omitting `deaths`, is an error naming the filter.",
    ],
    impl: (_env, value, deaths, decimals) => {
      const kills = expectNumber("kd_ratio", value, "kills to be a number")
      const died = expectNumber("kd_ratio", deaths, "deaths to be a number")
      if (kills < 0 || died < 0) expected("kd_ratio", "kills and deaths of 0 or more", kills < 0 ? value : deaths)
      const places =
        decimals === undefined || decimals === null
          ? 2
          : expectInt("kd_ratio", decimals, 0, 6, "decimals to be an integer from 0 to 6")
      return formatNumber(kills / Math.max(died, 1), places)
    },
  },
  {
    kind: "filter",
    category: "game-stats",
    name: "playtime",
    signature: "value|playtime",
    summary: "Formats a number of minutes played in hours and minutes, as plugins store play time.",
    args: [],
    returns: {
      type: "string",
      description: '`"45m"` under an hour, otherwise `"87h 10m"` (hours are not rolled into days).',
    },
    notes: [
      "A value that is not a number of minutes of 0 or more is an error naming the filter; fractions are dropped.",
    ],
    impl: (_env, value) => {
      const minutes = Math.floor(expectNumber("playtime", value, "a number of minutes"))
      if (minutes < 0) expected("playtime", "a number of minutes of 0 or more", value)
      return minutes < 60 ? `${minutes}m` : `${formatNumber(Math.floor(minutes / 60))}h ${pad2(minutes % 60)}m`
    },
  },
  {
    kind: "filter",
    category: "game-stats",
    name: "steam_profile_url",
    signature: "value|steam_profile_url",
    summary: "Links any SteamID form to the player's Steam Community profile.",
    args: [],
    returns: { type: "string", description: "`https://steamcommunity.com/profiles/76561198012345678`." },
    notes: [STEAM_NOTE],
    impl: (_env, value) => `https://steamcommunity.com/profiles/${toSteamId64("steam_profile_url", value)}`,
  },
  {
    kind: "filter",
    category: "game-stats",
    name: "steamid64",
    signature: "value|steamid64",
    summary: "Converts a SteamID (`STEAM_0:0:26039975`) or SteamID3 to a SteamID64.",
    args: [],
    returns: { type: "string", description: '`"76561198012345678"`; a SteamID64 is returned unchanged.' },
    notes: [
      STEAM_NOTE,
      "The universe digit of `STEAM_X` is ignored: `STEAM_0:` and `STEAM_1:` give the same SteamID64.",
    ],
    impl: (_env, value) => toSteamId64("steamid64", value),
  },
]
