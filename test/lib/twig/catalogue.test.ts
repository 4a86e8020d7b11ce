import { loadProduct } from "../../../src/node/product"
import {
  ALL_DEFINITIONS,
  FILTER_CATEGORIES,
  FUNCTION_CATEGORIES,
  duplicateNames,
  findDefinition,
  isRegistrable,
} from "../../../src/lib/twig/catalogue"
import { GLOBAL_VARIABLES } from "../../../src/lib/twig/sample-context"
import type { TwigDefinition } from "../../../src/lib/twig/types"

const label = (def: TwigDefinition) => `${def.kind} ${def.name}`

describe("catalogue", () => {
  it("uses every name once, across filters and functions", () => {
    expect(duplicateNames()).toEqual([])
    expect(duplicateNames([...ALL_DEFINITIONS, ALL_DEFINITIONS[0]])).toEqual([ALL_DEFINITIONS[0].name])
  })

  it("labels the categories as the reference does", () => {
    expect(FILTER_CATEGORIES.map(c => c.label)).toEqual(["Colors", "Formatting", "Game stats", "HTML"])
    expect(FUNCTION_CATEGORIES.map(c => c.label)).toEqual([
      "General",
      "Time",
      "Debug",
      "Webstore",
      "Query builder",
      "Plugin integrations",
      "Website users",
      "Forum module",
    ])
  })

  it("keeps each category to 4–7 entries, except the query builder's documented methods", () => {
    for (const category of [...FILTER_CATEGORIES, ...FUNCTION_CATEGORIES]) {
      const size = category.definitions.filter(isRegistrable).length + (category.id === "query-builder" ? 3 : 0)
      expect({ category: category.id, ok: size >= 4 && size <= 7 }).toEqual({ category: category.id, ok: true })
    }
  })

  it("files every definition under the category it names", () => {
    for (const category of [...FILTER_CATEGORIES, ...FUNCTION_CATEGORIES]) {
      for (const def of category.definitions)
        expect(`${label(def)}: ${def.category}`).toBe(`${label(def)}: ${category.id}`)
    }
  })

  it("finds definitions by kind and name", () => {
    expect(findDefinition("filter", "money")?.category).toBe("formatting")
    expect(findDefinition("function", "query().where")?.category).toBe("query-builder")
    expect(findDefinition("function", "money")).toBeUndefined()
  })

  it("uses snake_case names", () => {
    for (const def of ALL_DEFINITIONS) expect(def.name).toMatch(/^(query\(\)\.)?[a-z][a-z0-9]*(_[a-z0-9]+)*$/)
  })

  describe.each(ALL_DEFINITIONS.map(def => [label(def), def] as const))("%s", (_name, def) => {
    it("has a one-sentence summary, a return description and notes", () => {
      expect(def.summary).toMatch(/^[A-Z`].*\.$/)
      expect(def.returns.type).not.toBe("")
      expect(def.returns.description).not.toBe("")
      expect(def.notes.length).toBeGreaterThan(0)
      for (const note of def.notes) expect(note).toMatch(/\.$/)
    })

    it("documents the behaviour on bad input in its notes", () => {
      expect(def.notes.join(" ")).toMatch(/error|null|empty|default|unchanged|never|any/i)
    })

    it("has a signature that starts as readers write it and lists the documented arguments", () => {
      const start = def.kind === "filter" ? `value|${def.name}` : `${def.name}(`
      expect(def.signature.startsWith(start)).toBe(true)
      const written = /\((.*)\)$/.exec(def.signature)?.[1] ?? ""
      const expected = def.args.map(arg => (arg.required ? arg.name : `${arg.name} = ${arg.default}`)).join(", ")
      expect(written.replace(/^.*\)\.\w+\(/, "")).toBe(expected.replace(/^\.\.\.(\w+) = undefined$/, "...$1"))
    })

    it("describes every argument, with a default exactly when it is optional", () => {
      for (const arg of def.args) {
        expect(arg.description).toMatch(/\.$/)
        if (!arg.name.startsWith("...")) expect(arg.default === undefined).toBe(arg.required)
      }
    })

    it("marks HTML results safe and only those", () => {
      expect(Boolean(def.safe)).toBe(def.returns.type.includes("HTML"))
    })
  })

  it("names dashboard places exactly as the product facts do", () => {
    const menu = Object.values(loadProduct().facts.menu as Record<string, string>)
    const texts = [
      ...ALL_DEFINITIONS.flatMap(def => [
        def.summary,
        def.returns.description,
        ...def.notes,
        ...def.args.map(a => a.description),
      ]),
      ...GLOBAL_VARIABLES.flatMap(v => [v.description, ...v.fields.map(f => f.description)]),
    ]
    for (const text of texts) {
      for (const match of text.matchAll(/Dashboard →/g)) {
        const rest = text.slice(match.index)
        expect({ text, known: menu.some(path => rest.startsWith(path)) }).toEqual({ text, known: true })
      }
    }
  })
})
