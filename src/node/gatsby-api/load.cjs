// Loads the site's Gatsby API code (config, node, the post-build plugin), written in TypeScript in
// this folder and bundled as one (./index.ts), for the plain-JavaScript API files at the root
// and in plugins/.
//
// Why not gatsby-config.ts: Gatsby compiles TypeScript API files with Parcel, in a worker process,
// on every build, cold or warm — 3.5–4 s of a cold build and 2.5–3 s of a warm one here, Terser
// included (measured with scripts/profile-summary.mjs). With no TypeScript API file the step has nothing to
// compile, and a patch of Gatsby skips it when there is none (patches/gatsby+5.16.1.patch). esbuild, already a dependency, bundles the same code in
// ~0.2 s, once per change: the bundles are kept in .build/gatsby-api with the list of files they
// were made from, and rebuilt only when one of those is newer (Gatsby's worker processes load
// the same bundles without compiling again).
//
// Not under .cache/: Gatsby empties .cache/ when its cache is reset (a cold start, a changed
// config) but keeps webpack's cache there, which names the bundle it was loaded from among its
// build dependencies; with the bundle gone, webpack could not store its cache ("Caching failed
// for pack"), and the next start bundled everything again. .build/ is the project's own (in
// .gitignore), and the bundle is remade there only when its sources change.
//
// The bundles sit two folders below the project root, as the sources do (src/node/…), so
// `path.resolve(__dirname, "../..")` is the root in both (src/node/product.ts, ROOT_DIR).
const { buildSync, version } = require("esbuild")
const { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require("node:fs")
const path = require("node:path")

const ROOT = path.resolve(__dirname, "../../..")
const ENTRIES = ["index", "compile-ahead", "og-render-worker", "read-pages-worker"]
const OUT_DIR = path.join(ROOT, ".build", "gatsby-api")
// File times come from the kernel's coarse clock, which can lag Date.now() by a scheduler tick,
// and Date.now() drops the fraction of a millisecond that mtimeMs keeps. A file saved this close
// to the start of a build counts as newer than the bundle, so it is compiled again next time
// rather than missed.
const CLOCK_MARGIN_MS = 50

/** esbuild's options for the entries of `sourceDir`; the key makes bundles stale when they change. */
function buildOptions(sourceDir, entries) {
  const options = {
    entryPoints: entries.map(name => path.join(sourceDir, `${name}.ts`)),
    bundle: true,
    // Packages stay require() calls, resolved from node_modules as Gatsby's own plugins are.
    packages: "external",
    platform: "node",
    format: "cjs",
    target: "node22",
    outExtension: { ".js": ".cjs" },
    logLevel: "silent",
    metafile: true,
  }
  // A change of esbuild, Node or these options makes every bundle stale.
  const key = JSON.stringify({
    esbuild: version,
    node: process.versions.node,
    options: { ...options, entryPoints: entries },
  })
  return { options, key }
}

function upToDate(root, outDir, key) {
  try {
    const recorded = JSON.parse(readFileSync(path.join(outDir, "inputs.json"), "utf8"))
    if (recorded.key !== key) return false
    return recorded.inputs.every(input => statSync(path.join(root, input)).mtimeMs < recorded.startedAt)
  } catch {
    return false // nothing built yet, or an input moved or was deleted
  }
}

function build(root, outDir, options, key) {
  // Written beside the final folder and moved into place, so a Gatsby worker starting at the same
  // moment never loads a half-written bundle.
  const staging = `${outDir}.${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  const startedAt = Date.now() - CLOCK_MARGIN_MS // a file saved while esbuild reads it counts as newer
  let result
  try {
    result = buildSync({ ...options, absWorkingDir: root, outdir: staging })
  } catch (error) {
    // esbuild's message names the file, line and column of each error.
    rmSync(staging, { recursive: true, force: true })
    throw new Error(`Compiling the site's Gatsby API files (src/node/gatsby-api) failed:\n${error.message}`)
  }
  const inputs = Object.keys(result.metafile.inputs)
  writeFileSync(path.join(staging, "inputs.json"), JSON.stringify({ key, startedAt, inputs }))
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(path.dirname(outDir), { recursive: true })
  renameSync(staging, outDir)
}

/**
 * Bundles each `<entry>.ts` of `sourceDir` into `outDir/<entry>.cjs` unless the bundles there were
 * made from the same files, unchanged since. Returns whether it compiled.
 */
function compileIfStale({ root = ROOT, sourceDir = __dirname, outDir = OUT_DIR, entries = ENTRIES } = {}) {
  const { options, key } = buildOptions(sourceDir, entries)
  if (upToDate(root, outDir, key)) return false
  build(root, outDir, options, key)
  return true
}

let loaded = null

/**
 * The bundle of ./index.ts: `gatsbyConfig`, `node` (the site's gatsby-node) and `postBuildPlugin`.
 * Checked for staleness once per process: every root API file asks for it.
 */
function loadGatsbyApi() {
  if (!loaded) {
    compileIfStale()
    loaded = require(path.join(OUT_DIR, "index.cjs"))
  }
  return loaded
}

module.exports = { compileIfStale, loadGatsbyApi }
