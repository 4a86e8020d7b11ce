import { createStorageSlot } from "../../../src/lib/storage/storage"
import {
  createSavedSearches,
  MAX_FAVOURITES,
  MAX_RECENT,
  MAX_RECENT_WITH_FAVOURITES,
  type SavedSearch,
} from "../../../src/lib/search/saved-searches"

function memory() {
  const data = new Map<string, string>()
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
  return {
    data,
    recent: createStorageSlot("search-recent", () => storage),
    favourites: createStorageSlot("search-favourites", () => storage),
  }
}

const createSearch = (query: string, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  query,
  url: `/x/${query}`,
  label: query,
  ...overrides,
})

describe("saved searches", () => {
  it("keeps at most 7 recent searches, newest first", () => {
    const m = memory()
    const saved = createSavedSearches(m.recent, m.favourites)
    for (let i = 1; i <= 9; i += 1) saved.addRecent(createSearch(`q${i}`))
    expect(MAX_RECENT).toBe(7)
    expect(saved.recent().map(r => r.query)).toEqual(["q9", "q8", "q7", "q6", "q5", "q4", "q3"])
  })

  it("shows at most 4 recent searches once there are favourites", () => {
    const m = memory()
    const saved = createSavedSearches(m.recent, m.favourites)
    for (let i = 1; i <= 7; i += 1) saved.addRecent(createSearch(`q${i}`))
    saved.favourite(createSearch("q7"))
    expect(MAX_RECENT_WITH_FAVOURITES).toBe(4)
    expect(saved.recent().map(r => r.query)).toEqual(["q6", "q5", "q4", "q3"])
    expect(saved.favourites().map(f => f.query)).toEqual(["q7"])
  })

  it("keeps at most 10 favourites", () => {
    const m = memory()
    const saved = createSavedSearches(m.recent, m.favourites)
    for (let i = 1; i <= 12; i += 1) saved.favourite(createSearch(`f${i}`))
    expect(MAX_FAVOURITES).toBe(10)
    expect(saved.favourites()).toHaveLength(10)
    expect(saved.favourites()[0].query).toBe("f12")
  })

  it("moves a repeated search to the top instead of listing it twice", () => {
    const m = memory()
    const saved = createSavedSearches(m.recent, m.favourites)
    saved.addRecent(createSearch("paypal"))
    saved.addRecent(createSearch("stripe"))
    saved.addRecent(createSearch("paypal"))
    expect(saved.recent().map(r => r.query)).toEqual(["paypal", "stripe"])
  })

  it("removes single entries", () => {
    const m = memory()
    const saved = createSavedSearches(m.recent, m.favourites)
    saved.addRecent(createSearch("a"))
    saved.addRecent(createSearch("b"))
    saved.removeRecent(createSearch("a"))
    saved.favourite(createSearch("b"))
    saved.removeFavourite(createSearch("b"))
    expect(saved.recent()).toEqual([])
    expect(saved.favourites()).toEqual([])
  })

  it("ignores corrupted and foreign values without crashing", () => {
    const m = memory()
    m.data.set("search-recent", "{not json")
    m.data.set(
      "search-favourites",
      JSON.stringify([{ query: "ok", url: null, label: null }, { query: 5 }, "junk", null]),
    )
    const saved = createSavedSearches(m.recent, m.favourites)
    expect(saved.recent()).toEqual([])
    expect(saved.favourites()).toEqual([{ query: "ok", url: null, label: null }])
    expect(() => saved.addRecent(createSearch("new"))).not.toThrow()
  })

  it("does nothing, silently, when storage is unavailable", () => {
    const blocked = createStorageSlot("search-recent", () => null)
    const saved = createSavedSearches(blocked, blocked)
    saved.addRecent(createSearch("x"))
    expect(saved.recent()).toEqual([])
  })
})

describe("saved searches from tampered or full storage", () => {
  it("never shows an entry whose URL would run script or leave the site", () => {
    const m = memory()
    const hostile = [
      "javascript:window.__xss=1",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,x",
      "//evil.example/x",
      "/\\evil.example",
    ]
    m.data.set(
      "search-recent",
      JSON.stringify([
        ...hostile.map((url, i) => ({ query: `q${i}`, url, label: "x" })),
        { query: "ok", url: "/store/products", label: "Products" },
      ]),
    )
    const saved = createSavedSearches(m.recent, m.favourites)
    expect(saved.recent().map(r => r.url)).toEqual(["/store/products"])
  })

  it("keeps a recent search when starring it fails because storage is full", () => {
    const m = memory()
    const full = createStorageSlot("search-favourites", () => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError")
      },
      removeItem: () => undefined,
    }))
    const saved = createSavedSearches(m.recent, full)
    saved.addRecent(createSearch("steam"))
    saved.favourite(createSearch("steam"))
    expect(saved.recent().map(r => r.query)).toEqual(["steam"])
  })

  it("reads a tampered list of a thousand entries as cheaply as a real one", () => {
    const m = memory()
    m.data.set("search-recent", JSON.stringify(Array.from({ length: 1000 }, (_, i) => createSearch(`q${i}`))))
    m.data.set("search-favourites", JSON.stringify(Array.from({ length: 1000 }, (_, i) => createSearch(`f${i}`))))
    const saved = createSavedSearches(m.recent, m.favourites)
    // Counting parses, not timing: each read parses each list once.
    const parse = jest.spyOn(JSON, "parse")
    expect(saved.recent()).toHaveLength(MAX_RECENT_WITH_FAVOURITES)
    expect(parse.mock.calls.length).toBeLessThanOrEqual(2)
    parse.mockRestore()
  })
})
