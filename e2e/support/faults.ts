import type { APIRequestContext, Page, Route } from "@playwright/test"
import { readFileSync } from "node:fs"

/**
 * The faults of e2e/fault-matrix.spec.ts as data and init scripts: what a bad network, an odd
 * browser, a stale tab or an attacker does to the site. Payloads call the canary
 * (`__pwned`, see fault-run.ts), so any of them running is counted.
 */

export const entry = (n: number) => ({ query: `query ${n}`, url: `/store/products#q${n}`, label: `Result ${n}` })

/** Valid saved searches every storage run starts with; none may be lost. */
export const SEEDED = {
  recent: [entry(1), entry(2), entry(3)],
  favourites: [entry(10), entry(11)],
}

export const HOSTILE_URLS = [
  "javascript:__pwned()",
  "JaVaScRiPt:__pwned()",
  " javascript:__pwned()",
  "//evil.example/x",
  "data:text/html,<script>__pwned()</script>",
  "/\\evil.example/x",
]

export const HOSTILE_INPUT = [
  "<img src=x onerror=__pwned()>",
  '"><svg onload=__pwned()>',
  "javascript:__pwned()",
  "{{constructor.constructor('__pwned()')()}}",
  "(.*+?[\\",
  "__proto__ constructor",
]

type StorageFault = "blocked" | "missing methods" | "throwing methods" | "full" | "tampered" | "20,000 entries"
export const STORAGE_FAULTS: StorageFault[] = [
  "blocked",
  "missing methods",
  "throwing methods",
  "full",
  "tampered",
  "20,000 entries",
]

/** Seeds the saved searches (where the fault still lets storage hold them), then breaks storage. */
export async function breakStorage(page: Page, fault: StorageFault): Promise<void> {
  await page.addInitScript(
    ({ fault, seeded }) => {
      const json = JSON.stringify
      let recent: unknown = seeded.recent
      let favourites: unknown = seeded.favourites
      if (fault === "tampered") {
        recent = [null, 7, "x", { query: { toString: 1 } }, { __proto__: { polluted: 1 } }, ...seeded.recent]
        favourites = [{ query: "x".repeat(5000), url: "/", label: null }, ...seeded.favourites]
        localStorage.setItem("docs-sidebar-hidden", '{"__proto__":{"polluted":true}}')
        localStorage.setItem("theme", "<img src=x onerror=__pwned()>")
      }
      if (fault === "20,000 entries") {
        recent = [
          ...seeded.recent,
          ...Array.from({ length: 20_000 }, (_, i) => ({ query: `bulk ${i}`, url: "/", label: "x" })),
        ]
        favourites = [
          ...seeded.favourites,
          ...Array.from({ length: 20_000 }, (_, i) => ({ query: `fav ${i}`, url: "/", label: "x" })),
        ]
      }
      if (!sessionStorage.getItem("fault-seeded")) {
        localStorage.setItem("search-recent", json(recent))
        localStorage.setItem("search-favourites", json(favourites))
        sessionStorage.setItem("fault-seeded", "1")
      }
      const insecure = () => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      }
      if (fault === "blocked")
        for (const name of ["localStorage", "sessionStorage"]) Object.defineProperty(window, name, { get: insecure })
      if (fault === "missing methods")
        for (const name of ["localStorage", "sessionStorage"]) Object.defineProperty(window, name, { get: () => ({}) })
      if (fault === "throwing methods")
        for (const method of ["getItem", "setItem", "removeItem", "key", "clear"])
          Object.defineProperty(Storage.prototype, method, { configurable: true, value: insecure })
      if (fault === "full")
        Storage.prototype.setItem = () => {
          throw new DOMException("Quota exceeded", "QuotaExceededError")
        }
    },
    { fault, seeded: SEEDED },
  )
}

/** Saved searches still in storage (read past any fault), or null when storage is unreadable. */
export async function storedSearches(page: Page): Promise<{ recent: unknown[]; favourites: unknown[] } | null> {
  return page.evaluate(() => {
    try {
      const read = (key: string) => JSON.parse(Storage.prototype.getItem.call(window.localStorage, key) ?? "[]")
      return { recent: read("search-recent"), favourites: read("search-favourites") }
    } catch {
      return null
    }
  })
}

type IndexFault = "404" | "500" | "abort" | "truncated JSON" | "{}" | "wrong shape" | "slow"
export const INDEX_FAULTS: IndexFault[] = ["404", "500", "abort", "truncated JSON", "{}", "wrong shape", "slow"]

export async function serveIndex(route: Route, fault: IndexFault): Promise<void> {
  if (fault === "404") return route.fulfill({ status: 404, body: "not found" })
  if (fault === "500") return route.fulfill({ status: 500, body: "down" })
  if (fault === "abort") return route.abort("connectionreset")
  if (fault === "truncated JSON") return route.fulfill({ status: 200, body: '{"synonyms":{"equ' })
  if (fault === "{}") return route.fulfill({ status: 200, body: "{}" })
  if (fault === "wrong shape")
    return route.fulfill({ status: 200, body: '{"synonyms":[1],"index":{"documentCount":"many"},"records":null}' })
  const response = await route.fetch()
  // The server's latency being simulated, not a wait in the test.
  await new Promise(resolve => setTimeout(resolve, 1500))
  return route.fulfill({ response })
}

/** The index's document shards with every PayPal record pointing at a hostile URL. */
export async function serveHostileRecords(route: Route): Promise<void> {
  const response = await route.fetch()
  let n = 0
  const body = (await response.text()).replace(
    /"u":"\/store\/payment-methods\/paypal[^"]*"/g,
    () => `"u":${JSON.stringify(HOSTILE_URLS[n++ % HOSTILE_URLS.length])}`,
  )
  return route.fulfill({ response, body })
}

/**
 * The script files of a page's component: every script of its chunk group in the build's
 * webpack stats, which the build keeps beside the site (src/node/build-records.ts). Gatsby's
 * own chunk map leaves out the shared chunks, which are not named after the group.
 */
export async function componentChunks(request: APIRequestContext, path: string, except?: string): Promise<Set<string>> {
  const json = async (url: string) => (await request.get(url)).json()
  const stats = JSON.parse(readFileSync(".cache/build-records/webpack.stats.json", "utf8")) as {
    assetsByChunkName: Record<string, string[]>
  }
  const map = Object.fromEntries(
    Object.entries(stats.assetsByChunkName).map(([name, files]) => [
      name,
      files.filter(file => file.endsWith(".js")).map(file => `/${file}`),
    ]),
  )
  const chunksOf = async (route: string) => map[(await json(pageDataPath(route))).componentChunkName] ?? []
  // `except`: leave out the chunks that page needs too (pages of one template share a chunk
  // with the template's own code), so blocking the rest breaks only `path`.
  const shared = new Set(except ? await chunksOf(except) : [])
  return new Set((await chunksOf(path)).filter(chunk => !shared.has(chunk)))
}

export const pageDataPath = (path: string) =>
  `/page-data/${path === "/" ? "index" : path.replace(/^\/|\/$/g, "")}/page-data.json`

/**
 * Makes the page's data throw when rendering reads it (a real render-time exception, no test
 * hook in the site): a getter on the doc page's `editUrl`, or, for /search (which reads no
 * page data), the URL parsing of a marked query. `scope: "shell"` damages the sidebar the
 * shell's drawer renders instead.
 */
export async function injectCrash(page: Page, path: string, scope: "page" | "shell"): Promise<void> {
  await page.addInitScript(
    ({ path, scope }) => {
      const flags = window as unknown as { __crash: boolean }
      flags.__crash = true
      const parse = JSON.parse
      JSON.parse = function patched(text: string, reviver?: Parameters<typeof parse>[1]) {
        const value = parse.call(JSON, text, reviver)
        // The shell: a damaged entry in the sidebar trees (one static query result that every
        // page shares) throws where the shell draws them, outside the page's own boundary.
        // Damaged once per tab (sessionStorage), so the way on (a full load of the start page) works.
        const trees = value?.data?.docsNavigation
        if (scope === "shell" && Array.isArray(trees?.docs) && !sessionStorage.getItem("__crashed")) {
          sessionStorage.setItem("__crashed", "1")
          trees.docs = [null, ...trees.docs]
          trees.api = [null, ...trees.api]
        }
        const context = value?.result?.pageContext
        if (value?.path !== path || !context) return value
        // The page: its edit link, which only the page's own component reads.
        if (scope === "page" && "editUrl" in context) {
          const editUrl = context.editUrl
          Object.defineProperty(context, "editUrl", {
            get() {
              if (flags.__crash) throw new Error("Simulated render failure")
              return editUrl
            },
          })
        }
        return value
      } as typeof JSON.parse
      const Params = URLSearchParams
      window.URLSearchParams = class extends Params {
        constructor(init?: ConstructorParameters<typeof URLSearchParams>[0]) {
          if (scope === "page" && flags.__crash && typeof init === "string" && init.includes("__crash__"))
            throw new Error("Simulated render failure")
          super(init)
        }
      }
    },
    { path, scope },
  )
}

/** Addresses that name another site once a slash is dropped or a `.html` ending stripped. */
export const OPEN_REDIRECT_PATHS = [
  "//evil.example/login.html",
  "/\\evil.example/login.html",
  "//evil.example/index.html?next=/account#top",
  "//evil.example/x/index.html",
  "///evil.example/index.html",
  "/\\/evil.example/",
  // One slash as typed, another site once decoded (Gatsby decodes a path before it fetches it).
  "/%2F%2Fevil.example/x",
  "/%2f%2fevil.example/index.html",
  "/%2F%5Cevil.example/x.html",
  "/%5C%5Cevil.example/x",
  "/%09/evil.example/x",
  "/.%2F%2Fevil.example/x",
]

/** Paths that name another site once decoded, handed to Gatsby's navigate (a saved search, a hosted record). */
export const ESCAPED_REDIRECT_PATHS = ["/%2F%2Fevil.example/login", "/%5C%5Cevil.example/x", "/x/..%2F%2Fevil.example"]

/** Hashes whose escapes are malformed: Gatsby's scroll handler decodes them with decodeURI. */
export const MALFORMED_HASHES = ["#%", "#a%zz", "#%E0%A4%A", "#sec%2"]

/**
 * Unknown paths with escapes Gatsby's router and loader read differently (reserved characters,
 * an escaped `%`, malformed or non-UTF-8 escapes, markup).
 */
export const ESCAPED_PATHS = [
  "/a%3Db",
  "/docs%2Bapi",
  "/store/products%3Fx",
  "/store/products%23x",
  "/old%26new",
  "/100%25-off",
  "/store/products%25",
  "/a%zz",
  "/x%E0%A4%A",
  "/x%3Cimg%20src%3Dx%20onerror%3D__pwned()%3E",
]

/**
 * Templates a reader can type into a live example, with the text the example must answer
 * with. Each ran on the page's own thread once: the loops and the regular expression blocked
 * the tab for 14 s to minutes, the large outputs drew megabytes into the preview frame.
 */
export const HOSTILE_TEMPLATES: Record<string, { template: string; answer: string | RegExp | null }> = {
  "loop of ten million": { template: "{% for i in 1..10000000 %}{% endfor %}", answer: "ran longer than 1 s" },
  "loop of a hundred million": { template: "{% for i in 1..100000000 %}x{% endfor %}", answer: "ran longer than 1 s" },
  "backtracking regular expression": {
    template: `{% if '${"a".repeat(32)}!' matches '/^(a+)+$/' %}y{% endif %}`,
    answer: "ran longer than 1 s",
  },
  "three hundred thousand characters": {
    // Few iterations of a long line: the loop stays far inside the time limit even on a loaded
    // machine, so the answer is the size limit's and never the time limit's.
    template: `{% for i in 1..300 %}${"x".repeat(1000)}{% endfor %}`,
    answer: "The result is 300 KB of HTML",
  },
  "range of a billion": { template: "{% for i in range(1, 1000000000) %}{% endfor %}", answer: /too large|ran longer/ },
  "macro calling itself": {
    template: "{% macro m() %}{{ _self.m() }}{% endmacro %}{% import _self as s %}{{ s.m() }}",
    answer: /recurses too deeply|could not|Unknown|ran longer/,
  },
  "constructor chain": {
    template: "{{ ''.constructor.constructor('__pwned()')() }}{{ _context|keys|first }}",
    answer: null,
  },
}
