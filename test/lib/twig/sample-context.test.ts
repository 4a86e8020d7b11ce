import { GLOBAL_VARIABLES, SAMPLE_CONTEXT } from "../../../src/lib/twig/sample-context"
import { PRODUCTS } from "../../../src/lib/twig/sample/store"
import { leafPaths, valuesAt } from "../../../src/lib/twig/support/paths"
import { html } from "./support"

const documented = GLOBAL_VARIABLES.flatMap(v => v.fields.map(f => f.path))
const isMap = (path: string) =>
  GLOBAL_VARIABLES.some(v =>
    v.fields.some(f => f.type.startsWith("map<") && (path === f.path || path.startsWith(`${f.path}.`))),
  )

describe("sample context documentation", () => {
  it("documents every top-level variable and nothing else", () => {
    expect(GLOBAL_VARIABLES.map(v => v.name).sort()).toEqual(Object.keys(SAMPLE_CONTEXT).sort())
  })

  it.each(documented)("finds the documented path %s in the sample value", path => {
    expect(valuesAt(SAMPLE_CONTEXT, path).length).toBeGreaterThan(0)
  })

  it("documents every field of the sample value", () => {
    const undocumented = leafPaths(SAMPLE_CONTEXT).filter(path => !documented.includes(path) && !isMap(path))
    expect(undocumented).toEqual([])
  })

  it("keeps each field under the variable it belongs to", () => {
    for (const variable of GLOBAL_VARIABLES) {
      for (const field of variable.fields) expect(field.path.startsWith(variable.name)).toBe(true)
    }
  })

  it("takes examples from the sample value", () => {
    const field = (path: string) => GLOBAL_VARIABLES.flatMap(v => v.fields).find(f => f.path === path)
    expect(field("site.name")?.example).toBe('"Blockhaven"')
    expect(field("servers[].players_online")?.example).toBe("12")
    expect(field("store.products")?.example).toBe("[6 items]")
    expect(field("user.groups[].name")?.example).toBe('"Members"')
    // A long string is shown, not summarised: a URL's shape is the point of its example.
    const url = field("store.products[].url")?.example ?? ""
    expect(url).toMatch(/^"https:\/\/\S+"$/)
    for (const f of GLOBAL_VARIABLES.flatMap(v => v.fields).filter(f => f.type === "string"))
      expect([f.path, f.example]).not.toEqual([f.path, "{…}"])
  })

  it("gives every documented field a type and a description ending in a full stop", () => {
    for (const variable of GLOBAL_VARIABLES) {
      expect(variable.description).toMatch(/\.$/)
      for (const f of variable.fields) {
        expect(f.type).not.toBe("")
        expect(f.description).toMatch(/\.$/)
      }
    }
  })
})

describe("sample data", () => {
  it("prices sale items at the advertised discount", () => {
    for (const p of PRODUCTS.filter(p => p.sale_price !== null)) {
      expect(p.sale_price).toBeCloseTo(Math.floor(p.price * (100 - SAMPLE_CONTEXT.store.sale!.percent)) / 100, 2)
    }
  })

  it("fixes the request time at 2025-06-14 18:30 UTC and agrees with the user directory", () => {
    expect(SAMPLE_CONTEXT.request.time).toBe("2025-06-14T18:30:00Z")
    expect(html("{{ user('Steve_Builder').steam_id64 == user.steam_id64 ? 'same' : 'different' }}")).toBe("same")
  })
})
