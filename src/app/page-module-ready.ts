import { islandsReady } from "./islands"
import { staticHtmlLoaded } from "./static-html"

/**
 * The page loader's last step (src/node/webpack/split-async-requires.cjs): a page module is
 * ready to render once its static HTML strings are here and the islands it uses have their
 * code. A rejection is handled by Gatsby as a page chunk that failed to load.
 */
export function pageModuleReady<Module>(module: Module): Promise<Module> {
  const key = (module as { staticHtmlKey?: unknown } | null)?.staticHtmlKey
  return Promise.all([staticHtmlLoaded(typeof key === "string" ? key : null), islandsReady()]).then(() => module)
}
