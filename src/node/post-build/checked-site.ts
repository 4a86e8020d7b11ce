import type { BuiltSite } from "./read-built-site"

/**
 * The built site, kept once it has passed the checks, for the steps that publish it (the
 * hosted records through gatsby-plugin-algolia, the synonyms). The config, the site's
 * gatsby-node and the post-build plugin are one bundle (src/node/gatsby-api/index.ts), so this
 * module, and the site it keeps, exist once in the build process.
 */
let checked: BuiltSite | undefined

export const NOT_CHECKED =
  "Nothing is published: this build's pages have not passed the post-build checks " +
  "(plugins/questforge-post-build must run, and pass, before any publishing step)."

export function keepCheckedSite(site: BuiltSite | undefined): void {
  checked = site
}

/** The checked site; throws when the checks have not run or did not pass, so nothing unchecked is published. */
export function checkedSite(): BuiltSite {
  if (!checked) throw new Error(NOT_CHECKED)
  return checked
}
