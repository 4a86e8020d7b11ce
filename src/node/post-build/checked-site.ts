import type { BuiltSite } from "./read-built-site"

/**
 * The built site, kept once it has passed the checks, for the steps that publish it (the
 * hosted records through gatsby-plugin-algolia, the synonyms). The config, the site's
 * gatsby-node and the post-build plugin are bundled separately (src/node/gatsby-api/load.cjs),
 * so each bundle has its own copy of this module: the site is kept on globalThis, the one
 * object they share in the build process.
 */
const KEY = Symbol.for("questforge-docs.checked-site")
type Holder = { [KEY]?: BuiltSite }

export const NOT_CHECKED =
  "Nothing is published: this build's pages have not passed the post-build checks " +
  "(plugins/questforge-post-build must run, and pass, before any publishing step)."

export function keepCheckedSite(site: BuiltSite | undefined): void {
  ;(globalThis as Holder)[KEY] = site
}

/** The checked site; throws when the checks have not run or did not pass, so nothing unchecked is published. */
export function checkedSite(): BuiltSite {
  const site = (globalThis as Holder)[KEY]
  if (!site) throw new Error(NOT_CHECKED)
  return site
}
