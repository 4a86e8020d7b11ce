/**
 * Reading the documented globals from the render context. Contexts can be replaced by the
 * caller (the playground lets readers edit them), so every read checks the shape it needs.
 */
import type { SampleContext, StoreGlobal, UserGlobal } from "../sample-context"
import type { RenderEnvironment } from "../types"
import { asText, fail, isRecord } from "./values"

export function readObject<K extends "site" | "store" | "theme" | "request">(
  env: RenderEnvironment,
  key: K,
  name: string,
): SampleContext[K] {
  const value = env.context[key]
  if (!isRecord(value)) fail(name, `the global variable "${key}" is missing from the context`)
  return value as unknown as SampleContext[K]
}

export function readStore(env: RenderEnvironment, name: string): StoreGlobal {
  const store = readObject(env, "store", name)
  if (!Array.isArray(store.products) || !Array.isArray(store.categories))
    fail(name, 'the global variable "store" has no products or categories')
  return store
}

/** The signed-in user, or null for a visitor (the `user` global is null or absent). */
export function readUser(env: RenderEnvironment): UserGlobal | null {
  const value = env.context.user
  return isRecord(value) ? (value as unknown as UserGlobal) : null
}

/** `store.currency`, falling back to `site.currency`. */
export function storeCurrency(env: RenderEnvironment, name: string): string {
  const store = env.context.store
  if (isRecord(store) && typeof store.currency === "string") return store.currency
  const site = env.context.site
  if (isRecord(site) && typeof site.currency === "string") return site.currency
  return fail(name, "no store currency in the context; pass a currency such as 'EUR'")
}

/** The site's time zone, falling back to UTC when the context has none. */
export function siteTimeZone(env: RenderEnvironment): string {
  const site = env.context.site
  return isRecord(site) && typeof site.timezone === "string" ? site.timezone : "UTC"
}

/** Base URL without a trailing slash. */
export function siteBaseUrl(env: RenderEnvironment, name: string): string {
  return String(readObject(env, "site", name).url ?? "").replace(/\/+$/, "")
}

/**
 * Whether a module is switched on in Dashboard → Modules, i.e. listed in `site.modules`. A
 * context whose `site` has no `modules` list (a hand-written one) counts every module as on.
 */
export function moduleEnabled(env: RenderEnvironment, module: string): boolean {
  const site = env.context.site
  const modules = isRecord(site) ? site.modules : undefined
  return !Array.isArray(modules) || modules.some(item => asText(item) === module)
}
