/**
 * The global variables every Questforge theme template sees, filled with Blockhaven's sample
 * data. The playground and every docs example render against this value; GLOBAL_VARIABLES
 * documents it, with examples read from the value itself so they cannot go stale.
 */
import { GLOBAL_VARIABLE_DOCS, type GlobalVariableDoc } from "./global-variables"
import { CATEGORIES, GOAL, PRODUCTS, SALE, type StoreCategory, type StoreProduct } from "./sample/store"
import { CURRENCY, REQUEST_TIME, SITE_URL, siteUrl, type GroupRef } from "./sample/site"
import { DIRECTORY, SIGNED_IN_BALANCE, SIGNED_IN_USER_ID } from "./sample/users"
import { exampleAt } from "./support/paths"

export type { StoreCategory, StoreProduct }

export type Game = "minecraft" | "cs2" | "cs16" | "fivem" | "rust"

export interface SiteGlobal {
  name: string
  url: string
  description: string
  logo: string
  language: string
  timezone: string
  currency: string
  modules: string[]
}
export interface UserGlobal {
  id: number
  username: string
  url: string
  avatar: string
  groups: GroupRef[]
  balance: number
  steam_id64: string | null
  minecraft_uuid: string | null
  minecraft_name: string | null
  created_at: string
}
export interface StoreSale {
  active: boolean
  title: string
  percent: number
  starts_at: string
  ends_at: string
}
export interface StoreGoal {
  title: string
  target: number
  current: number
  ends_at: string
}
export interface StoreGlobal {
  currency: string
  categories: StoreCategory[]
  products: StoreProduct[]
  sale: StoreSale | null
  goal: StoreGoal | null
}
export interface ServerGlobal {
  id: number
  name: string
  game: Game
  address: string
  online: boolean
  players_online: number
  players_max: number
  players: { name: string }[]
  map: string | null
  version: string
  last_seen: string
}
export interface ThemeGlobal {
  name: string
  slug: string
  version: string
  colors: { primary: string; accent: string; background: string; text: string }
  settings: Record<string, string | number | boolean>
}
export interface RequestGlobal {
  path: string
  query: Record<string, string>
  url: string
  time: string
  locale: string
}

export interface SampleContext {
  site: SiteGlobal
  /** `null` for visitors who are not signed in. */
  user: UserGlobal | null
  store: StoreGlobal
  servers: ServerGlobal[]
  theme: ThemeGlobal
  request: RequestGlobal
}

const signedIn = DIRECTORY.find(u => u.id === SIGNED_IN_USER_ID)!

export const SAMPLE_CONTEXT: SampleContext = {
  site: {
    name: "Blockhaven",
    url: SITE_URL,
    description: "A friendly Minecraft survival and CS2 retakes community since 2019.",
    logo: siteUrl("/uploads/logo.png"),
    language: "en",
    timezone: "Europe/Berlin",
    currency: CURRENCY,
    modules: ["servers_list", "members", "sidebar", "forum", "wiki", "hlstats"],
  },
  user: {
    id: signedIn.id,
    username: signedIn.username,
    url: signedIn.url,
    avatar: signedIn.avatar,
    groups: signedIn.groups,
    balance: SIGNED_IN_BALANCE,
    steam_id64: signedIn.steam_id64,
    minecraft_uuid: signedIn.minecraft_uuid,
    minecraft_name: signedIn.minecraft_name,
    created_at: signedIn.created_at,
  },
  store: { currency: CURRENCY, categories: CATEGORIES, products: PRODUCTS, sale: SALE, goal: GOAL },
  servers: [
    {
      id: 1,
      name: "Blockhaven Survival",
      game: "minecraft",
      address: "play.blockhaven.example",
      online: true,
      players_online: 12,
      players_max: 64,
      players: [
        { name: "Steve_Builder" },
        { name: "Alex_Miner" },
        { name: "Creeper_Queen" },
        { name: "NightOwl" },
        { name: "BlockSmith" },
        { name: "RedstoneRita" },
        { name: "Diggy42" },
        { name: "PixelPanda" },
        { name: "LavaSurfer" },
        { name: "OakHeart" },
        { name: "EnderEli" },
        { name: "MossyMax" },
      ],
      map: "world",
      version: "Paper 1.21.1",
      last_seen: "2025-06-14T18:29:12Z",
    },
    {
      id: 2,
      name: "Blockhaven Retakes",
      game: "cs2",
      address: "cs2.blockhaven.example:27015",
      online: true,
      players_online: 9,
      players_max: 10,
      players: [
        { name: "s1mple_fan" },
        { name: "fragmaster" },
        { name: "ClutchKing" },
        { name: "HeadshotHana" },
        { name: "SmokeSteve" },
        { name: "FlashBang" },
        { name: "AWPaul" },
        { name: "DefuseDan" },
        { name: "RushB_Ria" },
      ],
      map: "de_inferno",
      version: "1.40.8.2",
      last_seen: "2025-06-14T18:29:40Z",
    },
    {
      id: 3,
      name: "Blockhaven Rust",
      game: "rust",
      address: "rust.blockhaven.example:28015",
      online: false,
      players_online: 0,
      players_max: 100,
      players: [],
      map: "Procedural Map",
      version: "2589",
      last_seen: "2025-06-14T15:02:10Z",
    },
  ],
  theme: {
    name: "Aurora",
    slug: "aurora",
    version: "1.4.0",
    colors: { primary: "#2f9e44", accent: "#f59f00", background: "#101418", text: "#e9ecef" },
    settings: { hero_title: "Welcome to Blockhaven", show_sidebar: true, servers_on_home: 2 },
  },
  request: {
    path: "/store/category/ranks",
    query: { page: "2" },
    url: siteUrl("/store/category/ranks?page=2"),
    time: REQUEST_TIME,
    locale: "en-US",
  },
}

export interface GlobalVariable extends Omit<GlobalVariableDoc, "fields"> {
  fields: { path: string; type: string; description: string; example: string }[]
}

/** The global-variables reference page is generated from this. */
export const GLOBAL_VARIABLES: GlobalVariable[] = GLOBAL_VARIABLE_DOCS.map(doc => ({
  ...doc,
  fields: doc.fields.map(field => ({ ...field, example: exampleAt(SAMPLE_CONTEXT, field.path) })),
}))
