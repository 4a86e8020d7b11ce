/**
 * Packages the HTML renderer loads from node_modules when it runs instead of bundling them:
 * - `react-dom`: Gatsby already leaves `react` and `react-dom/*` out ("meant to be
 *   user-provided"), but not the package's own entry, which the renderer imports too (133 KB);
 * - `node-html-parser`: the parser Gatsby's head export handler uses on the server, with what
 *   it brings (he, css-select, entities, domutils…: ~400 KB of the renderer's ~580 KB of
 *   packages).
 * Both are CommonJS packages Node loads as they are (a test requires each from the project).
 * The renderer step 0.99–1.06 → 0.68–0.72 s at the site's own size (three builds each), and the
 * built site came out byte for byte the same.
 */
export const RENDERER_EXTERNALS = ["react-dom", "node-html-parser"]

type Externals = unknown[] | undefined

/**
 * The renderer config's `externals` with RENDERER_EXTERNALS first, as CommonJS requires. Only
 * where Gatsby itself leaves packages out, which its config shows by an externals function:
 * a build with Gatsby's engines (a deferred or server-rendered page) bundles every package so
 * the engine runs on its own, and gets no function and nothing from here.
 */
export function rendererExternals(externals: Externals): Externals {
  if (!Array.isArray(externals) || !externals.some(entry => typeof entry === "function")) return externals
  return [Object.fromEntries(RENDERER_EXTERNALS.map(name => [name, `commonjs ${name}`])), ...externals]
}
