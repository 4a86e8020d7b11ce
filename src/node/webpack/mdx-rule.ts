import path from "node:path"
import { STATIC_HTML_DIR } from "../../lib/mdx/static-html-markup"
import { ROOT_DIR } from "../product"

/**
 * The MDX rule of `gatsby build`, changed in two ways (figures: README, "Build profile"):
 *
 * - No Babel after the MDX loader. gatsby-plugin-mdx hands the loader's output to Babel in both
 *   bundles, but that output is already plain JavaScript — imports, `const`, default
 *   parameters, `jsx()` calls — which every browser the site supports runs as is, so Babel only
 *   re-parsed and re-printed every page. Babel still compiles the components a page imports.
 * - No Babel on the page wrapper gatsby-plugin-mdx's layout loader makes of the template for
 *   every page (two passes before: Gatsby's rule for `.tsx` files and the layout rule). The
 *   template is a plain re-export, so there is nothing to compile, and each Babel run cost
 *   ~20 ms of set-up however small the file (README, "Build profile").
 * - The MDX loader runs behind `mdx-compile-once.cjs`, so the HTML renderer reuses the browser
 *   bundle's compile of each page instead of compiling it again.
 * - In the browser bundle, `static-html-files.cjs` moves each page's static HTML strings out of
 *   its chunk into a JSON file, and makes the page wrapper re-export the page's `staticHtmlKey`.
 */
type Loader = string | { loader?: string; options?: unknown; [option: string]: unknown }
type UseFunction = (info: { resourceQuery?: string; issuer?: string }) => Loader[]

export interface Rule {
  test?: unknown
  use?: unknown
  [option: string]: unknown
}

export const COMPILE_ONCE_LOADER = path.join(ROOT_DIR, "src/node/webpack/mdx-compile-once.cjs")
export const STATIC_HTML_FILES_LOADER = path.join(ROOT_DIR, "src/node/webpack/static-html-files.cjs")
const staticHtmlFiles: Loader = { loader: STATIC_HTML_FILES_LOADER, options: { dir: STATIC_HTML_DIR } }

const loaderPath = (entry: Loader) => (typeof entry === "string" ? entry : (entry.loader ?? ""))
const isMdxLoader = (entry: Loader) => /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader/.test(loaderPath(entry))
const isBabel = (entry: Loader) => /babel-loader/.test(loaderPath(entry))
const compileOnce = (entry: Loader): Loader =>
  typeof entry === "string" ? COMPILE_ONCE_LOADER : { ...entry, loader: COMPILE_ONCE_LOADER }

const PROBE = { resourceQuery: "", issuer: "" }
const withoutBabel = (loaders: Loader[]) => loaders.filter(entry => !isBabel(entry))

/** A request for gatsby-plugin-mdx's per-page copy of the template (`template.tsx?__contentFilePath=…`). */
const isPageWrapper = (info: Parameters<UseFunction>[0]) => /__contentFilePath=/.test(info.resourceQuery ?? "")

/** `browser`: the browser bundle's rules (strings files); otherwise the HTML renderer's. */
export function buildMdxRules(rules: Rule[], { browser = false } = {}): Rule[] {
  let found = false
  const result = rules.map(rule => {
    if (typeof rule.use !== "function") return rule
    const use = rule.use as UseFunction
    if (use(PROBE).some(isMdxLoader)) {
      found = true
      return {
        ...rule,
        use: (info: Parameters<UseFunction>[0]) => {
          const loaders = withoutBabel(use(info)).map(entry => (isMdxLoader(entry) ? compileOnce(entry) : entry))
          // Loaders run last to first: the strings leave the page once it is compiled.
          return browser ? [staticHtmlFiles, ...loaders] : loaders
        },
      }
    }
    // Gatsby's own rule for .tsx files and gatsby-plugin-mdx's layout rule both match the page
    // wrapper: neither runs Babel on it (templates/doc-page.tsx is a plain re-export).
    return {
      ...rule,
      use: (info: Parameters<UseFunction>[0]) => (isPageWrapper(info) ? withoutBabel(use(info)) : use(info)),
    }
  })
  if (!found) throw new Error("No gatsby-plugin-mdx loader rule: src/node/webpack/mdx-rule.ts needs updating")
  // The page wrapper re-exports the page's staticHtmlKey (after the layout loader has run).
  const wrapperRule: Rule = { resourceQuery: /__contentFilePath=/, enforce: "post", use: [staticHtmlFiles] }
  return browser ? [...result, wrapperRule] : result
}
