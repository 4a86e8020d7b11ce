// First-load JS and CSS of one built page, shared by `npm run bench` and its `--scale` mode.
// The page's own component chunk (the compiled MDX and its template) and the chunks it shares
// are loaded right after the scripts the HTML names, so they count as first-load JS too.
import { readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"

export const gz = buffer => gzipSync(buffer, { level: 9 }).length

/** A page of each kind the site has, measured by `npm run bench` and held to the budget by `npm test`. */
export const SAMPLE_PAGES = {
  welcome: "/",
  docs: "/basic/website-users-and-groups",
  api: "/api/server-status",
  playground: "/website-designs/filters/formatting",
}
export const PAGE_TYPES = { ...SAMPLE_PAGES, category: "/category/basic", search: "/search" }

/** The most first-load JavaScript (gzip) any page type may take. */
export const FIRST_LOAD_BUDGET_KB = 80

/** `/` → `index.html`, `/a/b` → `a/b/index.html` (relative to public/). */
export function htmlFileOf(route) {
  return route === "/" ? "index.html" : `${route.replace(/^\/|\/$/g, "")}/index.html`
}

/** `/` → `page-data/index/page-data.json`, `/a/b` → `page-data/a/b/page-data.json`. */
export function pageDataFileOf(route) {
  return path.join("page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, ""), "page-data.json")
}

const readJson = (publicDir, file) => JSON.parse(readFileSync(path.join(publicDir, file), "utf8"))

/**
 * The scripts a page's first load runs besides those its HTML names: every script of its
 * template's chunk group (webpack's stats; Gatsby's own chunk map leaves out the shared chunks,
 * which are not named after the group).
 */
function componentScripts(publicDir, componentChunkName) {
  // The build moves webpack's stats out of the site, beside it (src/node/build-records.ts).
  const stats = readJson(path.join(publicDir, "..", ".cache", "build-records"), "webpack.stats.json").assetsByChunkName
  return (stats[componentChunkName] ?? []).filter(file => file.endsWith(".js")).map(file => `/${file}`)
}

/** The page's HTML and every script of its first load (the HTML's own and its component chunks). */
export function pageScripts(publicDir, route) {
  const html = readFileSync(path.join(publicDir, htmlFileOf(route)), "utf8")
  const pageData = readJson(publicDir, pageDataFileOf(route))
  const scripts = [
    ...new Set([
      ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(m => m[1]),
      ...componentScripts(publicDir, pageData.componentChunkName),
    ]),
  ]
  return { html, scripts }
}

/** First-load JS (scripts plus inline script text), CSS and HTML of one page, raw and gzip. */
export function firstLoad(publicDir, route) {
  const { html, scripts } = pageScripts(publicDir, route)
  const inlineJs = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(m => m[1]).join("")
  const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(m => m[1])
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(m => m[1]).join("")
  const js = Buffer.concat([...scripts.map(src => readFileSync(path.join(publicDir, src))), Buffer.from(inlineJs)])
  const css = Buffer.concat([...sheets.map(href => readFileSync(path.join(publicDir, href))), Buffer.from(inlineCss)])
  const htmlBuffer = Buffer.from(html)
  return {
    route,
    jsFiles: scripts.length,
    jsRaw: js.length,
    jsGzip: gz(js),
    cssRaw: css.length,
    cssGzip: gz(css),
    htmlRaw: htmlBuffer.length,
    htmlGzip: gz(htmlBuffer),
  }
}
