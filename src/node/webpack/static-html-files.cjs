// @ts-check
/**
 * Webpack loader, browser bundle of `gatsby build` only: a page's static HTML strings
 * (src/lib/mdx/static-html.ts) leave its JavaScript chunk for a JSON file of their own.
 *
 * The HTML of a page already holds its prose; the chunk carried it a second time, in every
 * page's first-load JavaScript. Now the chunk names the file (content-hashed, cached for
 * good), the browser reads the strings back from the server-rendered page on a first load and
 * fetches the file only when the page is opened by client navigation (src/app/static-html.ts).
 * The HTML renderer and `gatsby develop` keep the strings in the module.
 *
 * Two requests pass through here:
 * - the compiled page (after mdx-compile-once.cjs): its last statement, written by
 *   src/node/mdx-static-html.ts, loses its strings, which are emitted as the JSON file;
 * - gatsby-plugin-mdx's page wrapper (`template?__contentFilePath=page.mdx`): it re-exports the
 *   page's `staticHtmlKey`, so the page loader can wait for the right file before rendering.
 *
 * Written in CommonJS because webpack loads loaders as plain Node modules.
 */

/** The statement src/node/mdx-static-html.ts ends every compiled page with that has strings. */
const LAST_STATEMENT =
  /\nconst _staticHtml = _staticHtmlTable\("([0-9a-f]+)", (\d+), JSON\.parse\(("(?:[^"\\\n]|\\.)*")\)\);?\s*$/

/**
 * @param {string} code the compiled page
 * @returns {{ code: string, key: string, json: string } | null} null when the page has no strings
 */
function splitStrings(code) {
  const match = LAST_STATEMENT.exec(code)
  if (!match) {
    if (code.includes("_staticHtmlTable(")) {
      throw new Error("static-html-files: a compiled page's strings statement has an unexpected shape")
    }
    return null
  }
  const [, key, count, literal] = match
  const json = JSON.parse(literal)
  const strings = JSON.parse(json)
  if (!Array.isArray(strings) || strings.length !== Number(count)) {
    throw new Error(`static-html-files: page ${key} announces ${count} strings, its table has another length`)
  }
  return {
    code: `${code.slice(0, match.index)}\nconst _staticHtml = _staticHtmlTable(${JSON.stringify(key)}, ${count}, null);\n`,
    key,
    json,
  }
}

/**
 * @param {string} resourceQuery
 * @returns {string | null} the page a wrapper request is for
 */
function contentFileOf(resourceQuery) {
  const value = new URLSearchParams(resourceQuery.replace(/^\?/, "")).get("__contentFilePath")
  return value || null
}

/**
 * @this {{ resourceQuery: string, emitFile(name: string, content: string): void, getOptions(): { dir: string } }}
 * @param {string} source
 */
function staticHtmlFiles(source) {
  const contentFile = contentFileOf(this.resourceQuery)
  if (contentFile) return `${source}\nexport { staticHtmlKey } from ${JSON.stringify(contentFile)};\n`
  const split = splitStrings(String(source))
  if (!split) return source
  this.emitFile(`${this.getOptions().dir}/${split.key}.json`, split.json)
  return split.code
}

module.exports = staticHtmlFiles
module.exports.splitStrings = splitStrings
module.exports.contentFileOf = contentFileOf
