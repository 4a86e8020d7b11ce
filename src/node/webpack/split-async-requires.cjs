// @ts-check
/**
 * Webpack loader for Gatsby's generated `$virtual/async-requires.js` (browser bundle only).
 *
 * Gatsby lists every page component in that module, one `import()` per page, and the module
 * sits in the `app` chunk: its size, part of every page's first-load JS, grows with the
 * number of pages. This loader splits the list into buckets of about PER_BUCKET pages, each
 * bucket its own small chunk (`routes-<n>`), and leaves in `app` a stub whose `components`
 * answers any component name by loading that name's bucket first. A page's first load then
 * carries one bucket instead of the whole site's list.
 *
 * Written in CommonJS because webpack loads loaders as plain Node modules.
 */
const path = require("node:path")

const PER_BUCKET = 32
/** Chunk name of bucket n is BUCKET_PREFIX + n. */
const BUCKET_PREFIX = "routes-"
const HEADER = "exports.components = {"
const ENTRY = /^\s*"([^"\\]+)": (\(\) => import\(.*\)),?$/

/**
 * FNV-1a: a stable, tiny hash of a component name. Its source is embedded in the stub, so
 * the bundle and this loader place a name in the same bucket by construction.
 * @param {string} name
 * @param {number} buckets
 */
function bucketOf(name, buckets) {
  let hash = 0x811c9dc5
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % buckets
}

/**
 * The `name: () => import(…)` entries of Gatsby's production async-requires, or null when the
 * module has another shape (development, partial hydration, a Gatsby change): it is then left
 * as Gatsby wrote it.
 * @param {string} source
 * @returns {{ name: string, load: string }[] | null}
 */
function parseEntries(source) {
  const lines = source.trim().split("\n")
  if (lines[0] !== HEADER || lines[lines.length - 1] !== "}" || source.includes("exports.head")) return null
  const entries = []
  for (const line of lines.slice(1, -1)) {
    const match = ENTRY.exec(line)
    if (!match) return null
    entries.push({ name: match[1], load: match[2] })
  }
  return entries
}

/** @param {number} entries */
const bucketCount = entries => Math.max(1, Math.ceil(entries / PER_BUCKET))

/**
 * @param {{ name: string, load: string }[]} entries
 * @param {number} bucket
 */
function bucketModule(entries, bucket) {
  const count = bucketCount(entries.length)
  const mine = entries.filter(entry => bucketOf(entry.name, count) === bucket)
  return `${HEADER}\n${mine.map(entry => `  ${JSON.stringify(entry.name)}: ${entry.load}`).join(",\n")}\n}\n`
}

/**
 * @param {number} count
 * @param {string} self the module's own file name, imported again with `?bucket=<n>`
 * @param {string} [ready] a module whose `pageModuleReady(module)` the loaded page module passes
 *   through before Gatsby renders it (the page's static HTML strings: src/app/static-html.ts)
 */
function stubModule(count, self, ready) {
  const buckets = Array.from(
    { length: count },
    (_, n) =>
      `  () => import(/* webpackChunkName: "${BUCKET_PREFIX}${n}" */ ${JSON.stringify(`./${self}?bucket=${n}`)})`,
  )
  const readyLine = ready ? `const { pageModuleReady } = require(${JSON.stringify(ready)})\n` : ""
  return `${readyLine}const bucketOf = ${bucketOf.toString()}
const buckets = [
${buckets.join(",\n")}
]
// Any name answers with a loader; a name no bucket knows (a tab open across a deploy) rejects,
// and Gatsby treats that like a chunk that failed to load.
exports.components = new Proxy({}, {
  get(_, name) {
    if (typeof name !== "string") return undefined
    return () => buckets[bucketOf(name, ${count})]().then(bucket => {
      const load = bucket.components[name]
      if (!load) throw new Error("No page component named " + name)
      return ${ready ? "load().then(pageModuleReady)" : "load()"}
    })
  },
})
`
}

/**
 * @this {{ resourcePath: string, resourceQuery: string, emitWarning(error: Error): void, getOptions(): { ready?: string } }}
 * @param {string} source
 */
function splitAsyncRequires(source) {
  const entries = parseEntries(source)
  if (!entries) {
    this.emitWarning(new Error("async-requires has an unexpected shape; page components are not split"))
    return source
  }
  const bucket = /[?&]bucket=(\d+)/.exec(this.resourceQuery)
  if (bucket) return bucketModule(entries, Number(bucket[1]))
  return stubModule(bucketCount(entries.length), path.basename(this.resourcePath), this.getOptions().ready)
}

module.exports = splitAsyncRequires
module.exports.bucketOf = bucketOf
module.exports.parseEntries = parseEntries
module.exports.bucketModule = bucketModule
module.exports.stubModule = stubModule
module.exports.PER_BUCKET = PER_BUCKET
module.exports.BUCKET_PREFIX = BUCKET_PREFIX
