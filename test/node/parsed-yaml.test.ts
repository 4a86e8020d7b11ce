import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
import { parseYamlKept } from "../../src/node/parsed-yaml"
import { openApiText } from "../../src/node/openapi"
import { PARSED_DIR, PRODUCT_FILE, ROOT_DIR } from "../../src/node/product"

let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "parsed-yaml-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const kept = () => readdirSync(dir).sort()

describe("a YAML text's parse kept for other processes", () => {
  it("gives the API description exactly as the YAML parser does, first parsed and then read back", () => {
    const text = openApiText()
    const parsed = parseYamlKept(text, "openapi", dir)
    expect(parsed).toStrictEqual(parse(text))
    expect(kept()).toHaveLength(1)
    // A second process finds the kept parse: the same value, not one parsed again.
    const file = path.join(dir, kept()[0]!)
    expect(JSON.parse(readFileSync(file, "utf8"))).toStrictEqual(parsed)
    expect(parseYamlKept(text, "openapi", dir)).toStrictEqual(parsed)
  })

  it("reads the kept parse instead of parsing the text again", () => {
    parseYamlKept("a: 1\n", "doc", dir)
    const file = path.join(dir, kept()[0]!)
    writeFileSync(file, JSON.stringify({ a: "from the kept file" }))
    expect(parseYamlKept("a: 1\n", "doc", dir)).toEqual({ a: "from the kept file" })
  })

  it("parses a changed text again and keeps only the newest parse of each name", () => {
    parseYamlKept("a: 1\n", "doc", dir)
    parseYamlKept("b: 1\n", "other", dir)
    expect(parseYamlKept("a: 2\n", "doc", dir)).toEqual({ a: 2 })
    expect(kept()).toHaveLength(2)
    expect(kept().filter(file => file.startsWith("doc."))).toHaveLength(1)
    expect(parseYamlKept("a: 2\n", "doc", dir)).toEqual({ a: 2 })
  })

  it("parses again with another version of the parser", () => {
    parseYamlKept("a: 1\n", "doc", dir, "yaml 2.9.1")
    writeFileSync(path.join(dir, kept()[0]!), JSON.stringify({ a: "older parser" }))
    expect(parseYamlKept("a: 1\n", "doc", dir, "yaml 2.9.1")).toEqual({ a: "older parser" })
    expect(parseYamlKept("a: 1\n", "doc", dir, "yaml 3.0.0")).toEqual({ a: 1 })
    expect(kept()).toHaveLength(1)
  })

  it("keeps no parse that JSON cannot hold exactly, and still returns it", () => {
    expect(parseYamlKept("limit: .inf\n", "doc", dir)).toEqual({ limit: Infinity })
    expect(kept()).toEqual([])
    expect(parseYamlKept("limit: .inf\n", "doc", dir)).toEqual({ limit: Infinity })
  })

  it("parses the text again when the kept file is damaged", () => {
    parseYamlKept("a: 1\n", "doc", dir)
    writeFileSync(path.join(dir, kept()[0]!), '{"a": ')
    expect(parseYamlKept("a: 1\n", "doc", dir)).toEqual({ a: 1 })
  })

  it("returns the parse when the folder cannot be written", () => {
    const file = path.join(dir, "not-a-folder")
    writeFileSync(file, "")
    expect(parseYamlKept("a: 1\n", "doc", file)).toEqual({ a: 1 })
  })

  it("reports a YAML mistake as the parser does, and keeps nothing", () => {
    expect(() => parseYamlKept("a: [1\n", "doc", dir)).toThrow()
    expect(kept()).toEqual([])
  })

  it("keeps the parse of the site's facts, which every build process reads, and reads it back", () => {
    const text = readFileSync(path.join(ROOT_DIR, PRODUCT_FILE), "utf8")
    const expected = parseYamlKept(text, "product", PARSED_DIR)
    const file = readdirSync(PARSED_DIR).find(name => name.startsWith("product.") && name.endsWith(".json"))!
    const keptFile = path.join(PARSED_DIR, file)
    const original = readFileSync(keptFile, "utf8")
    // A changed kept parse shows through loadProduct: it reads the file instead of the YAML.
    const changed = JSON.parse(original) as { urls: { docs: string } }
    changed.urls.docs = "https://docs.example.test/"
    writeFileSync(keptFile, JSON.stringify(changed))
    try {
      jest.isolateModules(() => {
        const { loadProduct } = require("../../src/node/product") as typeof import("../../src/node/product")
        expect(loadProduct().urls.docs).toBe("https://docs.example.test/")
      })
    } finally {
      writeFileSync(keptFile, original)
    }
    expect(JSON.parse(original)).toStrictEqual(expected)
  })
})
