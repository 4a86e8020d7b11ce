import type { GatsbyBrowser } from "gatsby"
import { prefetchVisibleContentLinks, watchContentLinks } from "./content-links"
import { normalizeHref } from "../lib/paths/html-suffix"
import { routerHref } from "../lib/paths/url-shape"
import { allowsPrefetch, type ConnectionInfo } from "./connection"
import { componentsOf, type Body } from "../lib/page-body/body"
import { islandsReady } from "./islands"
import { focusHashTarget, keepSectionFocus } from "./focus-hash-target"
import { showLoadFailure, watchLoadFailures } from "./load-failure"
import { startRouteProgress, stopRouteProgress } from "./route-progress"

type Navigate = (to: string, options?: unknown) => void

declare global {
  interface Window {
    ___navigate?: Navigate
    ___loader?: {
      hovering: (path: string) => void
      loadPageSync: (path: string) => unknown
      loadPage?: (path: string) => Promise<unknown>
    }
    questforgeExpandFirstCategory?: () => boolean
    questforgeInteractive?: boolean
  }
}

/** The path of the page on screen: back/forward to it again loads nothing. */
let renderedPath = typeof window === "undefined" ? "" : window.location.pathname

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchLoadFailures()
  // Gatsby fetches a page's resources before any route hook runs, so the progress timer
  // starts where every client navigation starts: window.___navigate, set up just before
  // onClientEntry. A navigation that ends within 200 ms never shows the bar.
  const navigate = window.___navigate
  if (navigate) {
    window.___navigate = function go(to, options) {
      // `/x.html` and `/x/index.html` are `/x`: Gatsby would load `/`'s data for `/index.html`
      // but match no route, an empty page; other such paths cost a reload. A path or hash
      // Gatsby's router cannot take (a malformed or reserved escape) would blank the site.
      const target = typeof to === "string" ? routerHref(normalizeHref(to)) : to
      const pathname = new URL(String(target), window.location.href).pathname
      // Offline, Gatsby's answer to a page it cannot load (a full reload) would leave the reader
      // on the browser's error page: this page stays, with the failure and a Retry.
      if (!navigator.onLine && !window.___loader?.loadPageSync(pathname)) {
        showLoadFailure(() => go(to, options))
        return
      }
      // A jump within the page (hash only) loads nothing, so it gets no progress bar.
      if (pathname !== window.location.pathname) startRouteProgress()
      // The page's resources, then the code of the islands it uses (a live example's editor),
      // are fetched first, so the page renders complete. When either fails (a deploy removed
      // the chunks this tab knows), the page is loaded afresh with its query and its section:
      // Gatsby's own reload would go to the path alone, and the HTML holds every island.
      const url = new URL(String(target), window.location.href)
      const loadFresh = () => window.location.assign(url.href)
      const resources = window.___loader?.loadPage?.(url.pathname + url.search) ?? Promise.resolve({})
      resources
        .then(page => {
          if (!page || (page as { status?: string }).status === "error") return loadFresh()
          const body = (page as { json?: { pageContext?: { body?: Body } } }).json?.pageContext?.body
          return islandsReady(componentsOf(body ?? [])).then(() => navigate(target, options))
        })
        .catch(loadFresh)
    }
  }
  // Back and forward change the page without ___navigate; a page not loaded yet shows the bar too.
  window.addEventListener("popstate", () => {
    if (window.location.pathname !== renderedPath) startRouteProgress()
  })
  // Gatsby already skips viewport prefetching on slow connections, but still loads a page
  // when a link is hovered; on 2g or in data-saver mode pages load only when followed.
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
  const prefetching = allowsPrefetch(connection)
  if (window.___loader && !prefetching) window.___loader.hovering = () => undefined
  watchContentLinks()
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  window.questforgeInteractive = true
  window.setTimeout(() => window.questforgeExpandFirstCategory?.(), 0)
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  renderedPath = location.pathname
  stopRouteProgress()
  prefetchVisibleContentLinks()
  // Arrived from a search hit: mark its words in the article. The marking code is its own
  // chunk, fetched only on such a visit, so other pages never load it. The key is the
  // HIGHLIGHT_STATE_KEY of src/components/search/highlight-terms.ts, spelled out here so the
  // first-load bundle does not pull that module in.
  const words = (location as { state?: { searchHighlight?: unknown } | null }).state?.searchHighlight
  if (Array.isArray(words) && words.every(word => typeof word === "string")) {
    import("../components/search/highlight-terms")
      .then(module => module.applySearchHighlight(words as string[]))
      .catch(() => undefined) // marking is a nicety: a failed download leaves the page as it is
  }
  // After a client navigation the new page's sidebar may again have no open category, and
  // Gatsby has put the focus at the top of the page (after this hook: hence the timeout).
  if (prevLocation)
    window.setTimeout(() => {
      window.questforgeExpandFirstCategory?.()
      const section = focusHashTarget(location.hash)
      if (section) keepSectionFocus(section, 1000)
    }, 0)
}
