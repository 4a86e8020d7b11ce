import type { SiteModel } from "../lib/sidebar/site-model"

/** Gatsby's named cache, shared by every plugin of the build (`getCache` in each hook's arguments). */
type GetCache = (name: string) => {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

const CACHE = "questforge-site-model"
const KEY = "model"

/** createPages hands the model it built to the later steps (Gatsby runs them in other hooks). */
export async function saveSiteModel(getCache: GetCache, model: SiteModel): Promise<void> {
  await getCache(CACHE).set(KEY, model)
}

/** The model createPages built for this build: never built again by a later step. */
export async function readSiteModel(getCache: GetCache, reader: string): Promise<SiteModel> {
  const model = (await getCache(CACHE).get(KEY)) as SiteModel | undefined
  if (!model)
    throw new Error(
      `${reader}: the site model is missing (createPages builds it before any query or post-build step). Fix: run \`npm run clean\` and build again.`,
    )
  return model
}
