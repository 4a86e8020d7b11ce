// @ts-check
// Gatsby's case check of a page's component path, once per file instead of once per page.
//
// `createPage` checks that the component path has the same letter case as the file on disk
// (`true-case-path`: one directory listing for every folder on the path) and keeps the answer per
// component string. gatsby-plugin-mdx makes that string different for every page
// (`doc-page.tsx?__contentFilePath=…`), so the same template's folders were listed again for
// every page: five listings a page here, ~1 ms a page when one of the parent folders is large
// (the scale benchmark builds under the system's temp folder, which holds thousands of entries),
// 1.4 ms a page in a profile at +1,000 pages.
//
// Here the answer is kept per path for the build (a file does not change its case during one),
// so each template's folders are listed once. A path that does not exist still throws every
// time, so Gatsby's own error for a missing component is unchanged. `npm run build` starts Gatsby
// through ./gatsby-cli.cjs, which installs this before Gatsby loads its actions (they take the
// function from the module when they load).
const path = require("node:path")

/** @typedef {{ trueCasePathSync: (filePath: string, basePath?: string) => string }} TrueCaseModule */

/**
 * Replaces the module's `trueCasePathSync` with one that keeps each answer.
 * @param {TrueCaseModule} trueCaseModule
 */
function withTrueCaseOnce(trueCaseModule) {
  const check = trueCaseModule.trueCasePathSync
  /** @type {Map<string, string>} */
  const known = new Map()
  trueCaseModule.trueCasePathSync = function trueCasePathSync(filePath, basePath) {
    const key = `${basePath ?? ""}\0${filePath}`
    let truePath = known.get(key)
    if (truePath === undefined) {
      truePath = basePath === undefined ? check(filePath) : check(filePath, basePath)
      known.set(key, truePath)
    }
    return truePath
  }
}

/**
 * Installs it in the `true-case-path` that the Gatsby of `siteRoot` loads.
 * @param {string} siteRoot
 */
function trueCaseOnce(siteRoot) {
  const gatsbyDir = path.dirname(require.resolve("gatsby/package.json", { paths: [siteRoot] }))
  withTrueCaseOnce(require(require.resolve("true-case-path", { paths: [gatsbyDir] })))
}

module.exports = { withTrueCaseOnce, trueCaseOnce }
