/** General functions: URLs, theme settings and translations. */
import { TRANSLATIONS } from "../sample/translations"
import { opt, req } from "../support/define"
import { readObject, siteBaseUrl } from "../support/globals"
import { asText, entriesOf, expectInt, expectString, expected, isRecord } from "../support/values"
import type { FunctionDefinition } from "../types"

function queryString(name: string, params: unknown): string {
  if (params === undefined || params === null) return ""
  if (!isRecord(params)) return expected(name, "params to be a map such as {category: 'ranks'}", params)
  const pairs = entriesOf(params)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => {
      if (typeof v !== "number" && typeof v !== "boolean" && asText(v) === undefined)
        expected(name, `a string or number for parameter "${k}"`, v)
      return `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`
    })
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`
}

function sitePath(name: string, value: unknown): string {
  const path = expectString(name, value, "a path starting with /")
  if (!path.startsWith("/") || path.startsWith("//")) expected(name, "a path starting with /", value)
  return path
}

export const generalFunctions: FunctionDefinition[] = [
  {
    kind: "function",
    category: "general",
    name: "asset",
    signature: "asset(path)",
    summary: "Returns the URL of a file uploaded with the theme (CSS, JavaScript, images), versioned for caching.",
    args: [req("path", "string", "Path inside the theme's assets, e.g. `'css/main.css'`.")],
    returns: {
      type: "string",
      description: "`https://blockhaven.questforge.example/themes/aurora/assets/css/main.css?v=1.4.0`.",
    },
    notes: [
      "The theme version is added as `?v=` so visitors get new files after an update.",
      "A path that is not a string, starts with `/`, contains `..` or is a full URL is an error.",
    ],
    impl: (env, path) => {
      const file = expectString("asset", path, "a path inside the theme assets, like 'css/main.css'")
      if (file === "" || file.startsWith("/") || file.includes("..") || /^[a-z]+:/i.test(file))
        expected("asset", "a path inside the theme assets, like 'css/main.css'", path)
      const theme = readObject(env, "theme", "asset")
      return `${siteBaseUrl(env, "asset")}/themes/${theme.slug}/assets/${file}?v=${encodeURIComponent(theme.version)}`
    },
  },
  {
    kind: "function",
    category: "general",
    name: "url",
    signature: "url(path = '/', params = {})",
    summary: "Builds an absolute URL on the website, with query parameters encoded.",
    args: [
      opt("path", "string", "'/'", "Path on the website, starting with `/`."),
      opt("params", "object", "{}", "Query parameters; `null` values are left out."),
    ],
    returns: { type: "string", description: "`https://blockhaven.questforge.example/store/category/ranks`." },
    notes: ["A path that does not start with `/`, or params that are not a map of strings and numbers, is an error."],
    impl: (env, path, params) =>
      `${siteBaseUrl(env, "url")}${sitePath("url", path ?? "/")}${queryString("url", params)}`,
  },
  {
    kind: "function",
    category: "general",
    name: "route_is",
    signature: "route_is(pattern)",
    summary: "Tells whether the current page path matches a pattern, for highlighting the active navbar link.",
    args: [
      req(
        "pattern",
        "string",
        "A path such as `'/store'`; `*` matches any characters, so `'/store*'` matches `/store` and every page below it.",
      ),
    ],
    returns: { type: "bool", description: "`true` when `request.path` matches." },
    notes: [
      "Matching is exact apart from `*` and ignores the query string and a trailing slash.",
      "A pattern that is not a string starting with `/` is an error.",
    ],
    impl: (env, pattern) => {
      const wanted = sitePath("route_is", pattern)
      const current = String(readObject(env, "request", "route_is").path ?? "/")
      const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p)
      const regex = new RegExp(
        `^${trim(wanted)
          .split("*")
          .map(part => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join(".*")}$`,
      )
      return regex.test(trim(current))
    },
  },
  {
    kind: "function",
    category: "general",
    name: "config",
    signature: "config(key, default = null)",
    summary: "Reads a theme setting chosen by the site owner, with a fallback.",
    args: [
      req("key", "string", "Setting key; dots read nested values, e.g. `'hero_title'`."),
      opt("default", "mixed", "null", "Returned when the setting does not exist."),
    ],
    returns: { type: "mixed", description: "The setting's value from `theme.settings`, or `default`." },
    notes: [
      "A missing setting returns `default`, because owners may not have saved every setting yet.",
      "A key that is not a string is an error.",
    ],
    impl: (env, key, fallback) => {
      let value: unknown = readObject(env, "theme", "config").settings
      for (const part of expectString("config", key, "a setting key").split("."))
        value = isRecord(value) ? value[part] : undefined
      return value === undefined ? (fallback ?? null) : value
    },
  },
  {
    kind: "function",
    category: "general",
    name: "t",
    signature: "t(key, params = {})",
    summary: "Translates a theme string into the site language and fills in `{placeholders}`.",
    args: [
      req("key", "string", "Translation key such as `'store.buy'`."),
      opt("params", "object", "{}", "Values for placeholders: `{name: user.username}` fills `{name}`."),
    ],
    returns: {
      type: "string",
      description: "`t('user.welcome', {name: 'Steve_Builder'})` → `\"Welcome back, Steve_Builder!\"`.",
    },
    notes: [
      "An unknown key returns the key itself, so a missing translation is visible but never breaks the page.",
      "Placeholders without a value stay as written; a key that is not a string is an error.",
    ],
    impl: (env, key, params) => {
      const id = expectString("t", key, "a translation key")
      if (params !== undefined && params !== null && !isRecord(params))
        expected("t", "params to be a map such as {name: 'Steve'}", params)
      const language = String(readObject(env, "site", "t").language ?? "en")
      const text = TRANSLATIONS[language]?.[id] ?? TRANSLATIONS.en[id] ?? id
      const values = new Map(isRecord(params) ? entriesOf(params) : [])
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values.has(name) ? String(values.get(name)) : whole))
    },
  },
  {
    kind: "function",
    category: "general",
    name: "image",
    signature: "image(path, width = null)",
    summary: "Returns the URL of an uploaded image, resized to a width by the image service.",
    args: [
      req("path", "string", "Absolute URL of an upload on the website, or its path such as `'/uploads/logo.png'`."),
      opt("width", "int", "null", "Width in pixels, 16–2048; `null` keeps the original size."),
    ],
    returns: { type: "string", description: "`https://blockhaven.questforge.example/uploads/logo.png?w=256`." },
    notes: [
      "Images on other websites cannot be resized and are returned unchanged.",
      "A path that is not a string, or a width outside 16–2048, is an error.",
    ],
    impl: (env, path, width) => {
      const source = expectString("image", path, "an image URL or a path starting with /")
      const base = siteBaseUrl(env, "image")
      const absolute = source.startsWith("/") && !source.startsWith("//") ? `${base}${source}` : source
      if (!/^https?:\/\//.test(absolute)) expected("image", "an image URL or a path starting with /", path)
      if (width === undefined || width === null) return absolute
      const w = expectInt("image", width, 16, 2048, "width to be an integer from 16 to 2048")
      if (!absolute.startsWith(`${base}/`)) return absolute
      return `${absolute}${absolute.includes("?") ? "&" : "?"}w=${w}`
    },
  },
]
