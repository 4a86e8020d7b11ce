import { gameStatsFilters } from "../../../src/lib/twig/filters/game-stats"
import { describeDefinitions } from "./support"

const SERVER = "a server with players_online and players_max (an item of servers)"
const STEAM = 'a SteamID64 ("76561198012345678"), SteamID ("STEAM_0:0:26039975") or SteamID3 ("[U:1:52079950]")'

describeDefinitions("game-stats filters", gameStatsFilters, {
  players: {
    ok: [
      ["{{ servers[0]|players }} {{ servers[1]|players }}", "12/64 9/10"],
      ["{{ servers[2]|players }} {{ servers[2]|players('down') }}", "Offline down"],
    ],
    bad: [["{{ 'x'|players }}", `players: expected ${SERVER}, got string "x"`]],
  },
  fill_percent: {
    ok: [["{{ servers[0]|fill_percent }} {{ servers[1]|fill_percent }} {{ servers[2]|fill_percent }}", "19 90 0"]],
    bad: [["{{ {}|fill_percent }}", `fill_percent: expected ${SERVER}, got object`]],
  },
  server_state: {
    ok: [
      ["{{ servers[0]|server_state }} {{ servers[2]|server_state }}", "Online Offline"],
      ["{{ {online: true, players_online: 10, players_max: 10}|server_state|lower }}", "full"],
    ],
    bad: [["{{ null|server_state }}", `server_state: expected ${SERVER}, got null`]],
  },
  kd_ratio: {
    ok: [
      ["{{ 3120|kd_ratio(1874) }}", "1.66"],
      ["{{ 12|kd_ratio(0) }} {{ 7|kd_ratio(3, 1) }}", "12.00 2.3"],
    ],
    bad: [
      ["{{ 10|kd_ratio }}", 'kd_ratio: missing required argument "deaths" (deaths, decimals = 2)'],
      ["{{ 10|kd_ratio(-1) }}", "kd_ratio: expected kills and deaths of 0 or more, got number -1"],
    ],
  },
  playtime: {
    ok: [["{{ 45|playtime }} {{ 750|playtime }} {{ 5230|playtime }}", "45m 12h 30m 87h 10m"]],
    bad: [["{{ 'long'|playtime }}", 'playtime: expected a number of minutes, got string "long"']],
  },
  steam_profile_url: {
    ok: [
      ["{{ user.steam_id64|steam_profile_url }}", "https://steamcommunity.com/profiles/76561198012345678"],
      ["{{ 'STEAM_0:0:26039975'|steam_profile_url }}", "https://steamcommunity.com/profiles/76561198012345678"],
    ],
    // A SteamID64 written as a number has already lost precision in JavaScript.
    bad: [
      [
        "{{ 76561198012345678|steam_profile_url }}",
        `steam_profile_url: expected ${STEAM}, got number 76561198012345680`,
      ],
    ],
  },
  steamid64: {
    ok: [
      ["{{ 'STEAM_1:0:26039975'|steamid64 }}", "76561198012345678"],
      ["{{ '[U:1:52079950]'|steamid64 }} {{ user.steam_id64|steamid64 }}", "76561198012345678 76561198012345678"],
    ],
    bad: [["{{ 'STEAM_X'|steamid64 }}", `steamid64: expected ${STEAM}, got string "STEAM_X"`]],
  },
})
