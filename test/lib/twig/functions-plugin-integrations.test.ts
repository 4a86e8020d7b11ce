import { pluginIntegrationFunctions } from "../../../src/lib/twig/functions/plugin-integrations"
import { describeDefinitions, each } from "./support"

const LIMIT = "expected limit to be an integer from 1 to 100"

describeDefinitions("plugin integration functions", pluginIntegrationFunctions, {
  ajleaderboard: {
    ok: [
      [
        each("ajleaderboard('statistic_player_kills', 2)", "{{ x.position }}. {{ x.name }} {{ x.value|number_short }}"),
        "1. Creeper_Queen 1.5k, 2. Alex_Miner 1.2k",
      ],
    ],
    bad: [
      [
        "{{ ajleaderboard('kills') }}",
        'ajleaderboard: no board "kills" (boards: statistic_player_kills, vault_eco_balance)',
      ],
    ],
  },
  levels_ranks_top: {
    ok: [
      [
        each("levels_ranks_top(3)", "{{ x.position }}. {{ x.name }} ({{ x.rank_name }})"),
        "1. ZeusFromDE (Legendary Eagle Master), 2. s1mple_fan (Distinguished Master Guardian), 3. NightOwl (Master Guardian II)",
      ],
      [
        "{{ levels_ranks_top()[2].steam_id64 }} {{ levels_ranks_top()[2].kills|kd_ratio(levels_ranks_top()[2].deaths) }}",
        "76561197998765432 1.27",
      ],
    ],
    bad: [["{{ levels_ranks_top(101) }}", `levels_ranks_top: ${LIMIT}, got number 101`]],
  },
  zenith_top: {
    ok: [
      [
        each("zenith_top(2)", "{{ x.name }} {{ x.rank }} {{ x.points }} {{ x.playtime_minutes|playtime }}"),
        "ZeusFromDE Diamond 18450 116h 52m, s1mple_fan Platinum 15020 87h 10m",
      ],
    ],
    bad: [["{{ zenith_top('ten') }}", `zenith_top: ${LIMIT}, got string "ten"`]],
  },
  weapon_paints_for: {
    ok: [
      [
        each("weapon_paints_for(user.steam_id64)", "{{ x.weapon }} | {{ x.skin }}"),
        "AK-47 | Redline, Karambit | Doppler, Sport Gloves | Vice",
      ],
      ["{{ weapon_paints_for('STEAM_0:1:1')|length }}", "0"],
    ],
    bad: [
      [
        "{{ weapon_paints_for(null) }}",
        'weapon_paints_for: expected a SteamID64 ("76561198012345678"), SteamID ("STEAM_0:0:26039975") or SteamID3 ("[U:1:52079950]"), got null',
      ],
    ],
  },
  hlstats_top_players: {
    ok: [
      [
        each("hlstats_top_players(2)", "{{ x.name }} ({{ x.country }}) {{ x.skill }} {{ x.steam_id }}"),
        "ZeusFromDE (DE) 2450 STEAM_0:1:75478302, s1mple_fan (PL) 2210 STEAM_0:1:63694296",
      ],
      [
        each("hlstats_top_players(3, 'kills')", "{{ x.position }}. {{ x.name }} {{ x.kills }}"),
        "1. ZeusFromDE 4388, 2. spray_n_pray 3410, 3. s1mple_fan 3120",
      ],
      [
        each("hlstats_top_players(10, 'skill')", "{{ x.name }}"),
        "ZeusFromDE, s1mple_fan, NightOwl, retake_andy, Steve_Builder, spray_n_pray",
      ],
      [each("hlstats_top_players(null, 'kills')", "{{ x.position }}", ""), "123456"],
    ],
    bad: [
      ["{{ hlstats_top_players(0) }}", `hlstats_top_players: ${LIMIT}, got number 0`],
      [
        "{{ hlstats_top_players(5, 'deaths') }}",
        `hlstats_top_players: expected order_by to be 'skill' or 'kills', got string "deaths"`,
      ],
      [
        "{{ hlstats_top_players(5, 'Kills') }}",
        `hlstats_top_players: expected order_by to be 'skill' or 'kills', got string "Kills"`,
      ],
    ],
  },
  leaderboard: {
    ok: [
      [
        each("leaderboard('mcmmo-power', 2)", "{{ x.position }}. {{ x.name }} {{ x.power_level }}"),
        "1. Alex_Miner 1840, 2. Creeper_Queen 1525",
      ],
    ],
    bad: [["{{ leaderboard('mcmmo') }}", 'leaderboard: no leaderboard "mcmmo" (leaderboards: mcmmo-power)']],
  },
})
