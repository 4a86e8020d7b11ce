import TerserPlugin from "terser-webpack-plugin"
import type { Chunk, Compiler } from "webpack"

/**
 * Which minifier each script of the browser bundle gets. Terser writes the smallest output and
 * is worth its time on what a reader downloads on every first load: the initial chunks (React,
 * Gatsby's runtime, `app`) and the shared chunks of the page templates. Everything else goes
 * to esbuild, ~30× faster for output within a few per cent:
 * - chunks loaded on demand (search, the Twig runtime, islands), a third of the bundle's code
 *   and ~5 s of Terser's time in every cold build, although twig.min.js, React InstantSearch
 *   and MiniSearch arrive minified already and none of them is in any page's first load.
 */
/** Chunk groups of page components, named by Gatsby's async-requires. */
const PAGE_COMPONENT_GROUP = "component---"

const NAME = "FirstLoadScripts"

/** The script files of a compilation that are part of some page's first load. */
export function firstLoadScripts(chunks: Iterable<Chunk>): Set<string> {
  const files = new Set<string>()
  for (const chunk of chunks) {
    const firstLoad =
      chunk.canBeInitial() || [...chunk.groupsIterable].some(group => group.name?.startsWith(PAGE_COMPONENT_GROUP))
    if (!firstLoad) continue
    for (const file of chunk.files) if (file.endsWith(".js")) files.add(file)
  }
  return files
}

/**
 * The first-load scripts of the compilation being built, as a pattern: terser-webpack-plugin's
 * `include`/`exclude` accept RegExps and strings only, and the files are known only once the
 * chunk graph is (just before the minifiers run, which is when this fills itself).
 */
export class FirstLoadScripts extends RegExp {
  private files = new Set<string>()

  constructor() {
    super("(?!)") // matches nothing until a compilation has filled it
  }

  override test(file: string): boolean {
    return this.files.has(file)
  }

  /** The webpack plugin that fills it (a plain object: webpack-merge copies RegExps). */
  readonly plugin = {
    apply: (compiler: Compiler): void => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1
      compiler.hooks.thisCompilation.tap(NAME, compilation => {
        compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
          this.files = firstLoadScripts(compilation.chunks)
        })
      })
    },
  }
}

interface Minimizer {
  constructor: { name: string }
  options?: { include?: unknown }
}

/** Gatsby's minimizers with its Terser limited to first-load scripts, and esbuild for the rest. */
export function minifiersByLoad(minimizers: Minimizer[], firstLoad: FirstLoadScripts): unknown[] {
  const terser = minimizers.find(minimizer => minimizer instanceof TerserPlugin) as Minimizer | undefined
  if (!terser)
    throw new Error(
      "Gatsby's webpack config has no Terser minimizer: src/node/webpack/chunk-minifiers.ts needs updating",
    )
  // Terser's own options (Gatsby's `exclude` of `.min.js` files stays), for first-load scripts only.
  terser.options = { ...terser.options, include: firstLoad }
  return [
    ...minimizers,
    new TerserPlugin({
      exclude: firstLoad,
      minify: TerserPlugin.esbuildMinify,
      terserOptions: { legalComments: "none" },
      parallel: false,
    }),
  ]
}
