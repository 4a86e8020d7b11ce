// @ts-check
/**
 * Webpack loader in front of gatsby-plugin-mdx's MDX loader, in `gatsby build` only.
 *
 * Gatsby builds two bundles one after the other in the same process: the browser bundle and
 * the HTML renderer. Each runs the MDX loader on every page, so each page was compiled twice —
 * remark, rehype with Prism, recma — to the same JavaScript. This loader keeps the first
 * compile's result (a promise, keyed by the file and the exact source) and hands it to the
 * second bundle, then forgets it. The page's table of contents rides in that same result
 * (src/node/mdx-toc.ts), so each page is compiled once per build.
 *
 * Written in CommonJS because webpack loads loaders as plain Node modules.
 */
const { createHash } = require("node:crypto")

/** @type {Map<string, { result: Promise<string | Buffer>, uses: number }>} */
const compiled = new Map()

/** Bundles that read each result: the browser bundle and the HTML renderer. */
const READERS = 2

/**
 * @param {string} resourcePath
 * @param {string | Buffer} source
 */
function keyOf(resourcePath, source) {
  return `${resourcePath}\0${createHash("sha1").update(source).digest("hex")}`
}

/**
 * @param {(this: any, source: string | Buffer) => Promise<string | Buffer>} compile
 * @param {any} context the webpack loader context
 * @param {string | Buffer} source
 */
function compileOnce(compile, context, source) {
  const key = keyOf(context.resourcePath, source)
  let entry = compiled.get(key)
  if (!entry) {
    entry = { result: compile.call(context, source), uses: 0 }
    compiled.set(key, entry)
    // A failed compile is not kept: the next bundle reports it again, in its own words.
    entry.result.catch(() => compiled.delete(key))
  }
  entry.uses += 1
  if (entry.uses >= READERS) compiled.delete(key)
  return entry.result
}

/**
 * @this {any}
 * @param {string | Buffer} source
 */
function mdxCompileOnce(source) {
  const callback = this.async()
  const mdxLoader = require("gatsby-plugin-mdx/dist/gatsby-mdx-loader").default
  compileOnce(mdxLoader, this, source).then(
    code => callback(null, code),
    error => callback(error),
  )
}

module.exports = mdxCompileOnce
module.exports.compileOnce = compileOnce
module.exports.pending = () => compiled.size
