import { INLINE_WIDTH, layoutJson } from "../../../src/lib/code/json-layout"

describe("JSON in the docs' layout", () => {
  it("indents records by two spaces and keeps short lists of values on one line", () => {
    expect(layoutJson({ site: { name: "Blockhaven", modules: ["forum", "wiki"], logo: null } })).toBe(
      [
        "{",
        '  "site": {',
        '    "name": "Blockhaven",',
        '    "modules": ["forum", "wiki"],',
        '    "logo": null',
        "  }",
        "}",
      ].join("\n"),
    )
  })

  it("puts each short record of a list on its own line, and opens long or nested ones", () => {
    const long = { id: 1, text: "x".repeat(INLINE_WIDTH) }
    const nested = { id: 2, players: [{ name: "Steve" }] }
    expect(layoutJson({ items: [{ id: 1, name: "Members" }, long, nested] })).toBe(
      [
        "{",
        '  "items": [',
        '    { "id": 1, "name": "Members" },',
        "    {",
        '      "id": 1,',
        `      "text": "${"x".repeat(INLINE_WIDTH)}"`,
        "    },",
        "    {",
        '      "id": 2,',
        '      "players": [',
        '        { "name": "Steve" }',
        "      ]",
        "    }",
        "  ]",
        "}",
      ].join("\n"),
    )
  })

  it("with compact, puts every flat record of a list on one line, whatever its length", () => {
    const long = { id: 1, text: "x".repeat(INLINE_WIDTH) }
    expect(layoutJson({ items: [long] }, { compact: true })).toBe(
      `{\n  "items": [\n    { "id": 1, "text": "${"x".repeat(INLINE_WIDTH)}" }\n  ]\n}`,
    )
  })

  it("parses back to the value it was given, empty lists and records included", () => {
    const value = { a: [], b: {}, c: [1, "two", null, true], d: [{ e: { f: [{}] } }], g: 'quote " and \\ slash' }
    expect(JSON.parse(layoutJson(value))).toEqual(value)
    expect(JSON.parse(layoutJson(value, { compact: true }))).toEqual(value)
  })
})
