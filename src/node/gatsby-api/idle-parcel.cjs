// @ts-check
// Gatsby's "compile gatsby files" step without Parcel when there is nothing for Parcel to compile.
//
// At the start of every `gatsby build`, cold or warm, Gatsby compiles TypeScript API files
// (`gatsby-config.ts`, `gatsby-node.ts`, at the root and anywhere under plugins/) with Parcel, in
// a worker process it starts for that alone. This site has none (./load.cjs says why), yet the
// step cost ~1.5 s of a cold build and ~2.5 s of a warm one, a quarter of the warm rebuild: the
// worker loads Parcel, and Parcel walks the whole project, node_modules included (~98,000 files),
// once to compare it with its last snapshot and once to write a new one, to find no entry.
//
// With no such file anywhere Parcel looks, the step here does what Gatsby's does when Parcel
// finds nothing — it checks for a misnamed gatsby-node file and empties .cache/compiled (so a
// stale compiled config cannot win over the plain-JavaScript one) — without the worker. Any
// TypeScript API file, or a misnamed gatsby-node file (Gatsby explains those), brings Gatsby's own
// step back unchanged. `npm run build` starts Gatsby through ./gatsby-cli.cjs, which installs this.
const { mkdirSync, readdirSync, realpathSync, rmSync, statSync } = require("node:fs")
const path = require("node:path")

/** Gatsby's Parcel entries, `gatsby-+(node|config).ts`, as a file name pattern. */
const ENTRY = /^gatsby-(?:node|config)+\.ts$/

/** The valid gatsby-node file names that end Gatsby's search for a misnamed one. */
const VALID_GATSBY_NODE = new Set(["gatsby-node.js", "gatsby-node.mjs", "gatsby-node.ts"])

/**
 * The files Parcel would compile: entries at the root and at any depth under plugins/. Symbolic
 * links to folders are followed (each real folder once), as a glob would.
 * @param {string} siteRoot
 * @returns {string[]}
 */
function parcelEntries(siteRoot) {
  const found = []
  /** @param {string} dir */
  const names = dir => {
    try {
      return readdirSync(dir)
    } catch {
      return []
    }
  }
  for (const name of names(siteRoot)) if (ENTRY.test(name)) found.push(path.join(siteRoot, name))
  const seen = new Set()
  /** @param {string} dir */
  const walk = dir => {
    let real
    try {
      real = realpathSync(dir)
    } catch {
      return
    }
    if (seen.has(real)) return
    seen.add(real)
    for (const name of names(dir)) {
      const file = path.join(dir, name)
      let stats
      try {
        stats = statSync(file)
      } catch {
        continue // a dangling link
      }
      if (stats.isDirectory()) walk(file)
      else if (ENTRY.test(name)) found.push(file)
    }
  }
  walk(path.join(siteRoot, "plugins"))
  return found
}

/**
 * The misnamed gatsby-node file Gatsby would stop the build for (its own loop: files of the root
 * in directory order, up to a valid gatsby-node file), or "".
 * @param {string} siteRoot
 * @param {(name: string, configName: string, distance: number) => boolean} isNearMatch Gatsby's
 * @returns {string}
 */
function misnamedGatsbyNode(siteRoot, isNearMatch) {
  for (const entry of readdirSync(siteRoot, { withFileTypes: true })) {
    if (entry.isDirectory()) continue
    if (VALID_GATSBY_NODE.has(entry.name)) return ""
    if (isNearMatch(path.parse(entry.name).name, "gatsby-node", 3)) return entry.name
  }
  return ""
}

/**
 * @typedef {{ compileGatsbyFiles: (siteRoot: string, retry?: number) => Promise<void>, COMPILED_CACHE_DIR: string }} CompileModule
 */

/**
 * Replaces `compileGatsbyFiles` of Gatsby's module (its export, which Gatsby's initialize step
 * looks up when it calls it) with one that skips Parcel when it has nothing to compile.
 * @param {CompileModule} compileModule gatsby/dist/utils/parcel/compile-gatsby-files
 * @param {(name: string, configName: string, distance: number) => boolean} isNearMatch
 * @param {(skipped: boolean) => void} [onRun] told whether each run skipped Parcel (for tests)
 */
function withoutIdleParcel(compileModule, isNearMatch, onRun = () => {}) {
  const gatsbys = compileModule.compileGatsbyFiles
  compileModule.compileGatsbyFiles = async function compileGatsbyFiles(siteRoot, retry = 0) {
    if (parcelEntries(siteRoot).length > 0 || misnamedGatsbyNode(siteRoot, isNearMatch) !== "") {
      onRun(false)
      return gatsbys(siteRoot, retry)
    }
    onRun(true)
    const distDir = path.join(siteRoot, compileModule.COMPILED_CACHE_DIR)
    rmSync(distDir, { recursive: true, force: true })
    mkdirSync(distDir, { recursive: true })
  }
}

/**
 * Installs the replacement in the Gatsby that `siteRoot` uses (the one Gatsby's CLI loads).
 * @param {string} siteRoot
 */
function skipIdleParcel(siteRoot) {
  const gatsbyFile = (/** @type {string} */ file) => require.resolve(`gatsby/dist/utils/${file}`, { paths: [siteRoot] })
  withoutIdleParcel(
    require(gatsbyFile("parcel/compile-gatsby-files")),
    require(gatsbyFile("is-near-match")).isNearMatch,
  )
}

module.exports = { parcelEntries, misnamedGatsbyNode, withoutIdleParcel, skipIdleParcel }
