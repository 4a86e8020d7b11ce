/**
 * Islands: components a page renders in its HTML whose code is not part of the page's
 * first-load JavaScript. An island's code is its own chunk; the component that wraps it is
 * src/app/island-component.tsx.
 *
 * - Server: the HTML renderer waits for every chunk (Gatsby renders with `onAllReady`), so
 *   the HTML holds the island in full.
 * - First load: each island is a Suspense boundary. React hydrates the page around it and
 *   leaves the boundary as the server's markup; it hydrates it (in slices, at idle priority)
 *   once the chunk has arrived, which it requests right after the page has hydrated. Until
 *   then the island is the server's markup: visible, not yet interactive.
 * - Client navigation: the navigation waits for the chunks of the islands the page uses before
 *   it renders (`islandsReady`, called by the navigate wrapper in src/app/browser-hooks.ts with
 *   the names in the page's body), so nothing pops in after the page.
 * - A chunk that cannot be fetched: on a first load the island keeps the server's markup
 *   (`Static` renders the same outer element and leaves its inside as it is); in a navigation
 *   the page loader's promise rejects and Gatsby loads the page afresh, as for any chunk.
 */

export interface Island {
  /** The name pages use for it (src/lib/mdx/page-components.ts), when it has one. */
  name?: string
  ready(): Promise<unknown>
}

/** Islands whose module has run (a page that uses them has been loaded). */
const islands = new Set<Island>()

/** Called by each island's module as it runs (src/app/island-component.tsx). */
export function registerIsland(island: Island): void {
  islands.add(island)
}

/** True once the first page has hydrated (src/app/browser-hooks.ts). */
const afterFirstRender = () =>
  typeof window !== "undefined" && (window as { questforgeInteractive?: boolean }).questforgeInteractive === true

/**
 * Resolves once every island whose module has run — or, given `names`, every such island a
 * page uses — has its code: a page loaded by client navigation renders complete (an island that
 * failed to load on the first page is fetched again here), and a page without one fetches no
 * island code. Before the first page has hydrated it resolves at once: the first page's islands
 * load after hydration.
 */
export function islandsReady(names?: ReadonlySet<string>): Promise<void> {
  if (!afterFirstRender()) return Promise.resolve()
  const wanted = [...islands].filter(island => !names || (island.name !== undefined && names.has(island.name)))
  return Promise.all(wanted.map(island => island.ready())).then(() => undefined)
}
