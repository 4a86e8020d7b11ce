import { STATIC_HTML_DIR, STATIC_HTML_INDEX, STATIC_HTML_ROOT } from "../lib/mdx/static-html-markup"

/**
 * A page's static HTML strings in the browser (what they are: src/lib/mdx/static-html.ts).
 *
 * The browser bundle ships a page's chunk without its strings (src/node/webpack/
 * static-html-files.cjs). On a first load the strings are read back from the server-rendered
 * page, which holds each of them as the inside of an element marked with its number, so the
 * page hydrates with no extra request. A page opened by client navigation fetches its strings
 * file (content-hashed) before it renders: the page loader waits for `staticHtmlLoaded`.
 * The HTML renderer and `gatsby develop` hand the strings over with the module.
 */

type Table = readonly string[]

const tables = new Map<string, Table>()
const counts = new Map<string, number>()
const loading = new Map<string, Promise<void>>()

const isTable = (value: unknown, count: number): value is Table =>
  Array.isArray(value) && value.length === count && value.every(item => typeof item === "string")

/** The strings of the page on screen, if it is this page and every string is there. */
function fromDocument(key: string, count: number): Table | null {
  if (typeof document === "undefined") return null
  const root = document.querySelector(`[${STATIC_HTML_ROOT}="${key}"]`)
  if (!root) return null
  const strings: string[] = new Array<string>(count)
  let found = 0
  for (const element of root.querySelectorAll(`[${STATIC_HTML_INDEX}]`)) {
    const index = Number(element.getAttribute(STATIC_HTML_INDEX))
    if (!Number.isInteger(index) || index < 0 || index >= count || strings[index] !== undefined) return null
    strings[index] = element.innerHTML
    found += 1
  }
  return found === count ? strings : null
}

function fetchTable(key: string, count: number): Promise<void> {
  let pending = loading.get(key)
  if (!pending) {
    pending = fetch(`/${STATIC_HTML_DIR}/${key}.json`)
      .then(response => {
        if (!response.ok) throw new Error(`The text of this page did not load (HTTP ${response.status})`)
        return response.json() as Promise<unknown>
      })
      .then(strings => {
        if (!isTable(strings, count)) throw new Error("The text of this page did not load (damaged file)")
        tables.set(key, strings)
      })
      // Not kept after a failure: the next attempt (Gatsby's retry, a later visit) fetches again.
      .finally(() => loading.delete(key))
    loading.set(key, pending)
  }
  return pending
}

/**
 * Called once by each compiled page as its module runs. Returns what the page's elements call
 * for string n; `strings` is null in the browser bundle.
 */
export function staticHtmlTable(key: string, count: number, strings: Table | null) {
  counts.set(key, count)
  if (strings) tables.set(key, strings)
  else if (!tables.has(key)) {
    const own = fromDocument(key, count)
    if (own) tables.set(key, own)
    else fetchTable(key, count).catch(() => undefined) // early start; staticHtmlLoaded reports failures
  }
  return (index: number) => ({ __html: tables.get(key)?.[index] ?? "" })
}

/** Resolves once the strings of the page whose module exported `key` are here (fetched if need be). */
export function staticHtmlLoaded(key: string | null | undefined): Promise<void> {
  if (!key || tables.has(key)) return Promise.resolve()
  const count = counts.get(key)
  if (count === undefined) return Promise.reject(new Error(`No page module announced the strings ${key}`))
  return fetchTable(key, count)
}
