/**
 * What the plugin integrations read from the game servers' databases: ajLeaderboards boards,
 * Levels Ranks, Zenith, WeaponPaints, HLstatsX:CE and one custom leaderboard. Players overlap
 * with the website users so linked accounts (Steam, Minecraft) line up across pages.
 */
export const AJ_BOARDS: Record<string, { name: string; rows: { name: string; uuid: string; value: number }[] }> = {
  statistic_player_kills: {
    name: "Top killers",
    rows: [
      { name: "Creeper_Queen", uuid: "c7a90e3d-1f24-4b86-b5d2-6e8f03a1c9b4", value: 1482 },
      { name: "Alex_Miner", uuid: "8d2c41f0-5b7e-4e39-9a61-0f3b2c7d9e15", value: 1203 },
      { name: "Steve_Builder", uuid: "3f8e2a61-9c4d-4b7a-8e15-2d6c0a9b7f34", value: 877 },
      { name: "NightOwl", uuid: "51b6e2d8-7a3f-4c09-8e4d-2f1a6b9c0d73", value: 654 },
    ],
  },
  vault_eco_balance: {
    name: "Richest players",
    rows: [
      { name: "Alex_Miner", uuid: "8d2c41f0-5b7e-4e39-9a61-0f3b2c7d9e15", value: 48210 },
      { name: "Steve_Builder", uuid: "3f8e2a61-9c4d-4b7a-8e15-2d6c0a9b7f34", value: 31500 },
      { name: "Creeper_Queen", uuid: "c7a90e3d-1f24-4b86-b5d2-6e8f03a1c9b4", value: 12875 },
    ],
  },
}

/** Rank names entered in Dashboard → Integrations → Levels Ranks, rank 1 first. */
export const LEVELS_RANK_NAMES = [
  "Silver I",
  "Silver II",
  "Silver III",
  "Silver IV",
  "Silver Elite",
  "Silver Elite Master",
  "Gold Nova I",
  "Gold Nova II",
  "Gold Nova III",
  "Gold Nova Master",
  "Master Guardian I",
  "Master Guardian II",
  "Master Guardian Elite",
  "Distinguished Master Guardian",
  "Legendary Eagle",
  "Legendary Eagle Master",
  "Supreme Master First Class",
  "The Global Elite",
]

/** Levels Ranks rows as stored: the plugin mixes SteamID64 and `STEAM_1:` text IDs. */
export const LEVELS_RANKS = [
  {
    name: "ZeusFromDE",
    steamid: "76561198111222333",
    rank: 16,
    experience: 11250,
    kills: 4388,
    deaths: 2650,
    headshots: 2301,
    playtime_minutes: 7012,
  },
  {
    name: "s1mple_fan",
    steamid: "76561198087654321",
    rank: 14,
    experience: 8420,
    kills: 3120,
    deaths: 1874,
    headshots: 1510,
    playtime_minutes: 5230,
  },
  {
    name: "NightOwl",
    steamid: "STEAM_1:0:19249852",
    rank: 12,
    experience: 6105,
    kills: 2544,
    deaths: 2011,
    headshots: 980,
    playtime_minutes: 4410,
  },
  {
    name: "retake_andy",
    steamid: "76561198044455566",
    rank: 9,
    experience: 3900,
    kills: 1350,
    deaths: 1290,
    headshots: 540,
    playtime_minutes: 2200,
  },
  {
    name: "Steve_Builder",
    steamid: "STEAM_1:0:26039975",
    rank: 7,
    experience: 2310,
    kills: 812,
    deaths: 903,
    headshots: 270,
    playtime_minutes: 1325,
  },
]

export const ZENITH = [
  { name: "ZeusFromDE", steam_id64: "76561198111222333", rank: "Diamond", points: 18450, playtime_minutes: 7012 },
  { name: "s1mple_fan", steam_id64: "76561198087654321", rank: "Platinum", points: 15020, playtime_minutes: 5230 },
  { name: "NightOwl", steam_id64: "76561197998765432", rank: "Gold", points: 11240, playtime_minutes: 4410 },
  { name: "Steve_Builder", steam_id64: "76561198012345678", rank: "Silver", points: 4300, playtime_minutes: 1325 },
]

export interface WeaponPaint {
  category: "weapons" | "knives" | "gloves"
  weapon: string
  skin: string
  wear: number
  seed: number
  team: "both" | "t" | "ct"
}

export const WEAPON_PAINTS: Record<string, WeaponPaint[]> = {
  "76561198012345678": [
    { category: "weapons", weapon: "AK-47", skin: "Redline", wear: 0.12, seed: 661, team: "both" },
    { category: "knives", weapon: "Karambit", skin: "Doppler", wear: 0.01, seed: 412, team: "both" },
    { category: "gloves", weapon: "Sport Gloves", skin: "Vice", wear: 0.25, seed: 0, team: "ct" },
  ],
  "76561198087654321": [{ category: "weapons", weapon: "AWP", skin: "Asiimov", wear: 0.18, seed: 32, team: "both" }],
}

/** HLstatsX:CE players of the CS2 server, as the module reads them (text SteamIDs, skill), in no particular order. */
export const HLSTATS_PLAYERS = [
  {
    name: "ZeusFromDE",
    steamid: "STEAM_0:1:75478302",
    country: "DE",
    skill: 2450,
    kills: 4388,
    deaths: 2650,
    headshots: 2301,
  },
  {
    name: "s1mple_fan",
    steamid: "STEAM_0:1:63694296",
    country: "PL",
    skill: 2210,
    kills: 3120,
    deaths: 1874,
    headshots: 1510,
  },
  {
    name: "NightOwl",
    steamid: "STEAM_0:0:19249852",
    country: "US",
    skill: 1985,
    kills: 2544,
    deaths: 2011,
    headshots: 980,
  },
  {
    name: "retake_andy",
    steamid: "STEAM_0:0:42094919",
    country: "GB",
    skill: 1640,
    kills: 1350,
    deaths: 1290,
    headshots: 540,
  },
  {
    name: "Steve_Builder",
    steamid: "STEAM_0:0:26039975",
    country: "DE",
    skill: 1202,
    kills: 812,
    deaths: 903,
    headshots: 270,
  },
  // Plays every day but loses most duels: many kills, little skill, so ranking by kills moves him up.
  {
    name: "spray_n_pray",
    steamid: "STEAM_0:1:51234567",
    country: "BR",
    skill: 1150,
    kills: 3410,
    deaths: 3980,
    headshots: 620,
  },
]

/** Custom leaderboards (Dashboard → Integrations → Custom leaderboards), keyed by slug. */
export const CUSTOM_LEADERBOARDS: Record<string, { name: string; rows: Record<string, string | number>[] }> = {
  "mcmmo-power": {
    name: "mcMMO power levels",
    rows: [
      { name: "Alex_Miner", power_level: 1840, mining: 612 },
      { name: "Creeper_Queen", power_level: 1525, mining: 380 },
      { name: "Steve_Builder", power_level: 990, mining: 415 },
    ],
  },
}
