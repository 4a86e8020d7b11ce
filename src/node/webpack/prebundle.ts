import { build as esbuild, type BuildOptions, version as esbuildVersion } from "esbuild"
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { stockBuild } from "../framework-internals"
import { writeWhole } from "../write-whole"
import { siteImports } from "./site-imports"

/**
 * Packages the browser bundle takes as one module each, bundled beforehand by esbuild. React
 * InstantSearch arrives as ~440 small modules (react-instantsearch, its core, instantsearch.js,
 * its UI components, the Algolia helper, SWC's helpers, qs and its dependencies): more than half
 * of the modules webpack resolves, parses and links for the site's browser bundle, though only
 * the search chunks load them. Bundled once by esbuild (~0.15 s alone) into one ES module, they cost
 * webpack one module: cold builds at the site's own size 12.2 → 11.5 s (medians of five
 * alternating pairs, 2 cores), and the search chunk is no larger (55 → 51 KB gzip). React stays
 * outside, so the search UI and the pages share one React.
 */
export const PREBUNDLED_PACKAGES = ["react-instantsearch"]

/**
 * Packages a prebundle leaves to webpack, which shares them with the rest of the bundle: React,
 * and the CommonJS packages that require React (an ES module bundle cannot require a package
 * outside it; esbuild leaves a call that throws in the browser, which prebundle() refuses).
 */
const SHARED = ["react", "react-dom", "use-sync-external-store"]

export interface PrebundleOptions {
  rootDir: string
  pkg: string
  /** The names to export (from siteImports); `["*"]` exports the whole package. */
  names: string[]
  /** process.env.NODE_ENV inside the package: "production" for the build, "development" for the server. */
  nodeEnv: string
  /** Where the bundles are kept; one file per set of inputs. */
  outDir?: string
}

/**
 * The file of `pkg`'s prebundle: an ES module exporting `names`, with React imported, not
 * bundled. Its name is a hash of what it is made from (esbuild's options, with the names and
 * NODE_ENV, esbuild's version and the lockfile, which pins every package inside it), so a later build reuses it and a
 * webpack cache keyed on files sees a new module whenever any of them changes.
 */
export async function prebundle(options: PrebundleOptions): Promise<string> {
  const { rootDir, pkg, names, nodeEnv } = options
  if (names.length === 0) throw new Error(`prebundle: the site imports nothing from ${pkg}; remove it from the list`)
  const outDir = options.outDir ?? path.join(rootDir, ".build", "prebundled")
  const build: BuildOptions & { write: false } = {
    stdin: {
      contents: names[0] === "*" ? `export * from "${pkg}"` : `export { ${names.join(", ")} } from "${pkg}"`,
      resolveDir: rootDir,
      loader: "js",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    // Syntax is left as the packages ship it: the site's compiler lowers it for the site's browsers.
    target: "esnext",
    external: SHARED,
    define: { "process.env.NODE_ENV": JSON.stringify(nodeEnv) },
    legalComments: "inline",
    // For the build, without whitespace, comments and the longer forms of syntax: webpack parses,
    // and SWC lowers and minifies, 310 KB instead of 482 KB. Gatsby's process took 11.93 → 11.53 s
    // of CPU a cold build (medians of five alternating pairs), the search chunk the same size.
    // Names stay (no `minifyIdentifiers`), so the check below still finds `__require`; the
    // development server's copy stays readable.
    minifyWhitespace: nodeEnv === "production",
    minifySyntax: nodeEnv === "production",
    logLevel: "silent",
  }
  const key = createHash("sha256")
    .update(JSON.stringify({ build, esbuildVersion }))
    .update(readFileSync(path.join(rootDir, "package-lock.json")))
    .digest("hex")
    .slice(0, 16)
  const stem = `${pkg.replace(/[/@]/g, "_")}-${nodeEnv}-`
  const outfile = path.join(outDir, `${stem}${key}.mjs`)
  if (existsSync(outfile)) return outfile
  const result = await esbuild(build)
  const code = result.outputFiles[0].text
  const required = [...new Set([...code.matchAll(/__require\("([^"]+)"\)/g)].map(match => match[1]))]
  if (required.length > 0)
    throw new Error(
      `prebundle: inside ${pkg}, CommonJS code requires ${required.join(", ")}, which the bundle leaves ` +
        `to webpack; add the package that requires it to SHARED in src/node/webpack/prebundle.ts`,
    )
  mkdirSync(outDir, { recursive: true })
  writeWhole(outfile, code)
  // The bundles it replaces (made from an older lockfile or other names) are never read again.
  for (const name of readdirSync(outDir))
    if (name.startsWith(stem) && name.endsWith(".mjs") && path.join(outDir, name) !== outfile)
      rmSync(path.join(outDir, name), { force: true })
  return outfile
}

const started = new Map<string, Promise<Record<string, string>>>()

/**
 * webpack aliases for the browser bundle: each prebundled package to its one module. Made once
 * per process, and started early (`startPrebundles`): createPages starts them before it waits
 * for the early page compile, so esbuild (a process of its own, ~0.4 s of the webpack step
 * when the config ran it) works on the core Gatsby's process leaves idle while it waits, and
 * the webpack config only waits for what is left. A build that made them before finds its
 * files and runs nothing.
 */
export function prebundleAliases(rootDir: string, nodeEnv: string): Promise<Record<string, string>> {
  const key = `${rootDir}\0${nodeEnv}`
  let aliases = started.get(key)
  if (!aliases) {
    aliases = Promise.all(
      PREBUNDLED_PACKAGES.map(
        async pkg => [`${pkg}$`, await prebundle({ rootDir, pkg, names: siteImports(rootDir, pkg), nodeEnv })] as const,
      ),
    ).then(entries => Object.fromEntries(entries))
    started.set(key, aliases)
  }
  return aliases
}

/**
 * Starts the browser bundle's prebundles for this process's bundle (production in `gatsby
 * build`, development in `gatsby develop`); a failure is reported by the webpack config that
 * waits for them. None in the stock build, whose webpack config takes none.
 */
export function startPrebundles(rootDir: string, env: NodeJS.ProcessEnv = process.env): void {
  if (stockBuild(env)) return
  const nodeEnv = env.NODE_ENV === "production" ? "production" : "development"
  prebundleAliases(rootDir, nodeEnv).catch(() => undefined)
}
