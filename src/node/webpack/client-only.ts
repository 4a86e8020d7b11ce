import path from "node:path"

/**
 * Modules the HTML renderer never runs. Each is loaded with `import()` from an event handler or
 * an effect, so in the browser only: the search modal (first Ctrl+K or click), the /search
 * results (after that page hydrates), the search client behind both (preloaded on hover), and
 * the live examples' worker with the Twig runtime (started by a reader's first edit, through
 * `new Worker(new URL(…))`), the API pages' Try it console with its mock (opened by a click). Islands are not among them: the
 * server renders those in full.
 *
 * The HTML renderer's bundle gets an empty module in their place, so webpack no longer
 * resolves, parses and bundles React InstantSearch, the Algolia client, MiniSearch and Twig.js a
 * second time for a bundle that never calls them. Importing one of them with a static `import`
 * from code the server renders would hand that code an empty module: a Jest test
 * (`test/node/webpack/client-only.test.ts`) fails the suite if any module outside this list does.
 */
export const CLIENT_ONLY_MODULES = [
  "src/components/search/SearchModal.tsx",
  "src/components/search/page/SearchResults.tsx",
  "src/components/search/search-client.ts",
  "src/components/playground/twig.worker.ts",
  "src/components/try-it/TryItConsole.tsx",
]

/**
 * webpack aliases to an empty module for the HTML renderer. A relative `import("./SearchModal")`
 * reaches the alias as an absolute path without its extension, so both forms are listed.
 */
export function clientOnlyAliases(rootDir: string): Record<string, false> {
  const aliases: Record<string, false> = {}
  for (const file of CLIENT_ONLY_MODULES) {
    const absolute = path.join(rootDir, file)
    aliases[absolute] = false
    aliases[absolute.replace(/\.tsx?$/, "")] = false
  }
  return aliases
}
