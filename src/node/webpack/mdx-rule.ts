import path from "node:path"
import { ROOT_DIR } from "../product"

/**
 * The MDX rule of `gatsby build`, changed in two ways (figures: README, "Build profile"):
 *
 * - No Babel after the MDX loader. gatsby-plugin-mdx hands the loader's output to Babel in both
 *   bundles, but that output is already plain JavaScript — imports, `const`, default
 *   parameters, `jsx()` calls — which every browser the site supports runs as is, so Babel only
 *   re-parsed and re-printed every page. Babel still compiles the components a page imports.
 * - No second Babel pass on the page wrapper gatsby-plugin-mdx's layout loader makes of the
 *   template for every page: Gatsby's own rule for `.tsx` files already compiles that module.
 * - The MDX loader runs behind `mdx-compile-once.cjs`, so the HTML renderer reuses the browser
 *   bundle's compile of each page instead of compiling it again.
 */
type Loader = string | { loader?: string; options?: unknown; [option: string]: unknown }
type UseFunction = (info: { resourceQuery?: string; issuer?: string }) => Loader[]

export interface Rule {
  test?: unknown
  use?: unknown
  [option: string]: unknown
}

export const COMPILE_ONCE_LOADER = path.join(ROOT_DIR, "src/node/webpack/mdx-compile-once.cjs")

const loaderPath = (entry: Loader) => (typeof entry === "string" ? entry : (entry.loader ?? ""))
const isMdxLoader = (entry: Loader) => /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader/.test(loaderPath(entry))
const isLayoutLoader = (entry: Loader) => /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-layout-loader/.test(loaderPath(entry))
const isBabel = (entry: Loader) => /babel-loader/.test(loaderPath(entry))
const compileOnce = (entry: Loader): Loader =>
  typeof entry === "string" ? COMPILE_ONCE_LOADER : { ...entry, loader: COMPILE_ONCE_LOADER }

const PROBE = { resourceQuery: "", issuer: "" }
const withoutBabel = (loaders: Loader[]) => loaders.filter(entry => !isBabel(entry))

export function buildMdxRules(rules: Rule[]): Rule[] {
  let found = false
  const result = rules.map(rule => {
    if (typeof rule.use !== "function") return rule
    const use = rule.use as UseFunction
    const probe = use(PROBE)
    if (probe.some(isLayoutLoader))
      return { ...rule, use: (info: Parameters<UseFunction>[0]) => withoutBabel(use(info)) }
    if (!probe.some(isMdxLoader)) return rule
    found = true
    return {
      ...rule,
      use: (info: Parameters<UseFunction>[0]) =>
        withoutBabel(use(info)).map(entry => (isMdxLoader(entry) ? compileOnce(entry) : entry)),
    }
  })
  if (!found) throw new Error("No gatsby-plugin-mdx loader rule: src/node/webpack/mdx-rule.ts needs updating")
  return result
}
