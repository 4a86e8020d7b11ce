/**
 * Plugin integrations: data Questforge reads from the databases of game-server plugins
 * (see the integration pages: ajLeaderboards, Levels Ranks, Zenith, WeaponPaints, HLstatsX,
 * custom leaderboards). Each needs its integration or module enabled in the dashboard.
 */
import {
  AJ_BOARDS,
  CUSTOM_LEADERBOARDS,
  HLSTATS_PLAYERS,
  LEVELS_RANKS,
  LEVELS_RANK_NAMES,
  WEAPON_PAINTS,
  ZENITH,
} from "../sample/stats"
import { LIMIT_NOTE, opt, req } from "../support/define"
import { toSteamId2, toSteamId64 } from "../support/steam"
import { asText, expectLimit, expected, fail, LIMIT_MAX } from "../support/values"
import type { FunctionDefinition } from "../types"

function ranked<T extends object>(rows: T[], limit: number): (T & { position: number })[] {
  return rows.slice(0, limit).map((row, i) => ({ position: i + 1, ...row }))
}

function pick<T>(name: string, what: string, table: Record<string, T>, key: unknown): T {
  const id = asText(key)
  if (id === undefined || !Object.prototype.hasOwnProperty.call(table, id)) {
    fail(name, `no ${what} ${JSON.stringify(id ?? key)} (${what}s: ${Object.keys(table).join(", ")})`)
  }
  return table[id]
}

const CACHE_NOTE =
  "Data is read from the plugin's database and cached for the integration's cache time (5 minutes by default)."

export const pluginIntegrationFunctions: FunctionDefinition[] = [
  {
    kind: "function",
    category: "plugin-integrations",
    name: "ajleaderboard",
    signature: "ajleaderboard(board, limit = 10)",
    summary: "Returns the top players of an ajLeaderboards board (Minecraft), e.g. kills or balance.",
    args: [
      req("board", "string", "Board name as created with `/ajlb add`, e.g. `'statistic_player_kills'`."),
      opt("limit", "int", "10", `Number of players, 1–${LIMIT_MAX}.`),
    ],
    returns: {
      type: "array<object>",
      description: "`position`, `name`, `uuid` (Minecraft UUID) and `value` (the raw number), best first.",
    },
    notes: [
      "A board that is not turned on in the ajLeaderboards integration is an error listing the boards that are.",
      LIMIT_NOTE,
      CACHE_NOTE,
    ],
    impl: (_env, board, limit) =>
      ranked(pick("ajleaderboard", "board", AJ_BOARDS, board).rows, expectLimit("ajleaderboard", limit, 10)),
  },
  {
    kind: "function",
    category: "plugin-integrations",
    name: "levels_ranks_top",
    signature: "levels_ranks_top(limit = 10)",
    summary: "Returns the Levels Ranks (CS2) players with the most experience, with their rank names.",
    args: [opt("limit", "int", "10", `Number of players, 1–${LIMIT_MAX}.`)],
    returns: {
      type: "array<object>",
      description:
        "`position`, `name`, `steam_id64`, `rank` (number), `rank_name`, `experience`, `kills`, `deaths`, `headshots` and `playtime_minutes`.",
    },
    notes: [
      "SteamIDs stored as `STEAM_1:…` are returned as SteamID64.",
      "`rank_name` comes from the Rank names you entered; a rank without a name shows its number.",
      LIMIT_NOTE,
      CACHE_NOTE,
    ],
    impl: (_env, limit) =>
      ranked(
        [...LEVELS_RANKS]
          .sort((a, b) => b.experience - a.experience)
          .map(({ steamid, ...row }) => ({
            name: row.name,
            steam_id64: toSteamId64("levels_ranks_top", steamid),
            rank: row.rank,
            rank_name: LEVELS_RANK_NAMES[row.rank - 1] ?? String(row.rank),
            experience: row.experience,
            kills: row.kills,
            deaths: row.deaths,
            headshots: row.headshots,
            playtime_minutes: row.playtime_minutes,
          })),
        expectLimit("levels_ranks_top", limit, 10),
      ),
  },
  {
    kind: "function",
    category: "plugin-integrations",
    name: "zenith_top",
    signature: "zenith_top(limit = 10)",
    summary: "Returns the Zenith (CS2) players with the most points.",
    args: [opt("limit", "int", "10", `Number of players, 1–${LIMIT_MAX}.`)],
    returns: {
      type: "array<object>",
      description:
        "`position`, `name`, `steam_id64`, `rank` (rank name), `points` and `playtime_minutes` (0 without Zenith's time module).",
    },
    notes: [LIMIT_NOTE, CACHE_NOTE],
    impl: (_env, limit) =>
      ranked(
        [...ZENITH].sort((a, b) => b.points - a.points),
        expectLimit("zenith_top", limit, 10),
      ),
  },
  {
    kind: "function",
    category: "plugin-integrations",
    name: "weapon_paints_for",
    signature: "weapon_paints_for(steamid)",
    summary: "Returns the weapon skins, knives and gloves a player selected with WeaponPaints (CS2).",
    args: [req("steamid", "string", "The player's SteamID64 or `STEAM_X:Y:Z`, e.g. `user.steam_id64`.")],
    returns: {
      type: "array<object>",
      description:
        "`category` (`weapons`, `knives` or `gloves`), `weapon`, `skin`, `wear`, `seed` and `team` (`both`, `t` or `ct`).",
    },
    notes: [
      "A player without selections gets an empty list.",
      "A value that is not a SteamID is an error; pass `null`-checked `user.steam_id64` for players who have not linked Steam.",
    ],
    impl: (_env, steamid) =>
      (WEAPON_PAINTS[toSteamId64("weapon_paints_for", steamid)] ?? []).map(paint => ({ ...paint })),
  },
  {
    kind: "function",
    category: "plugin-integrations",
    name: "hlstats_top_players",
    signature: "hlstats_top_players(limit = 10, order_by = 'skill')",
    summary: "Returns the best HLstatsX:CE players by skill or by kills, as the HLstatsX module ranks them.",
    args: [
      opt("limit", "int", "10", `Number of players, 1–${LIMIT_MAX}.`),
      opt(
        "order_by",
        "string",
        "'skill'",
        "`'skill'` (HLstatsX:CE skill points) or `'kills'` (total kills), the two choices of the module's **Ranking type** setting; pass the one your module uses so the widget agrees with the rankings page.",
      ),
    ],
    returns: {
      type: "array<object>",
      description:
        "`position`, `name`, `steam_id` (`STEAM_0:Y:Z`), `steam_id64`, `country` (ISO code), `skill`, `kills`, `deaths` and `headshots`, best first (ties go to the other measure, then the name).",
    },
    notes: [
      "Players hidden by the module's ranking rules (minimum kills, inactivity) are left out.",
      LIMIT_NOTE,
      "An `order_by` other than `'skill'` or `'kills'` is an error.",
      CACHE_NOTE,
    ],
    impl: (_env, limit, orderBy) => {
      const max = expectLimit("hlstats_top_players", limit, 10)
      const order = orderBy === undefined || orderBy === null ? "skill" : asText(orderBy)
      if (order !== "skill" && order !== "kills")
        return expected("hlstats_top_players", "order_by to be 'skill' or 'kills'", orderBy)
      const other = order === "skill" ? "kills" : "skill"
      return ranked(
        [...HLSTATS_PLAYERS]
          .sort((a, b) => b[order] - a[order] || b[other] - a[other] || (a.name < b.name ? -1 : 1))
          .map(p => {
            const steamid64 = toSteamId64("hlstats_top_players", p.steamid)
            return {
              name: p.name,
              steam_id: toSteamId2(steamid64),
              steam_id64: steamid64,
              country: p.country,
              skill: p.skill,
              kills: p.kills,
              deaths: p.deaths,
              headshots: p.headshots,
            }
          }),
        max,
      )
    },
  },
  {
    kind: "function",
    category: "plugin-integrations",
    name: "leaderboard",
    signature: "leaderboard(slug, limit = 10)",
    summary: "Returns the rows of a custom leaderboard built from your own MySQL table.",
    args: [
      req("slug", "string", "The leaderboard's slug, e.g. `'mcmmo-power'`."),
      opt("limit", "int", "10", `Number of rows, 1–${LIMIT_MAX}.`),
    ],
    returns: {
      type: "array<object>",
      description: "`position` plus one field per column of the leaderboard, in its sort order.",
    },
    notes: [
      "An unknown slug is an error listing the leaderboards.",
      LIMIT_NOTE,
      "Rows refresh on the leaderboard's refresh interval.",
    ],
    impl: (_env, slug, limit) =>
      ranked(pick("leaderboard", "leaderboard", CUSTOM_LEADERBOARDS, slug).rows, expectLimit("leaderboard", limit, 10)),
  },
]
