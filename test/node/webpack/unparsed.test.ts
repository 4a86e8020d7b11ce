import { parseSync } from "@swc/core"
import { readFileSync } from "node:fs"
import path from "node:path"
import { ROOT_DIR } from "../../../src/node/product"
import { UNPARSED } from "../../../src/node/webpack/transform"

const TWIG = path.join(ROOT_DIR, "node_modules/twig/twig.min.js")

/**
 * What in a module loads other code, which webpack would have to follow: require(), import(),
 * importScripts(), and define() with dependencies (a UMD wrapper's `define([], factory)` names
 * none).
 */
function loadsOtherCode(code: string): string[] {
  const found: string[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== "object") return
    const value = node as {
      type?: string
      callee?: { type?: string; value?: string }
      arguments?: { expression: { type: string; elements?: unknown[] } }[]
    }
    if (value.type === "ImportDeclaration" || value.type === "ExportAllDeclaration") found.push(value.type)
    if (value.type === "CallExpression") {
      const callee = value.callee
      if (callee?.type === "Import") found.push("import()")
      if (callee?.type === "Identifier" && ["require", "importScripts"].includes(callee.value!))
        found.push(`${callee.value}()`)
      const first = value.arguments?.[0]?.expression
      if (callee?.type === "Identifier" && callee.value === "define" && first?.elements?.length !== 0)
        found.push("define()")
    }
    Object.values(node).forEach(visit)
  }
  visit(parseSync(code, { syntax: "ecmascript" }))
  return found
}

describe("files webpack includes without parsing them", () => {
  it("covers the Twig.js browser build the playground worker bundles", () => {
    expect(UNPARSED.test(TWIG)).toBe(true)
    expect(UNPARSED.test(path.join(ROOT_DIR, "node_modules/twig/src/twig.js"))).toBe(false)
  })

  it("holds only files that load no other code, so webpack has nothing to follow in them", () => {
    expect(loadsOtherCode(readFileSync(TWIG, "utf8"))).toEqual([])
  })

  it("would see a file that loads other code", () => {
    expect(loadsOtherCode('var a = require("b"); define(["c"], f); define([], g); import("d")')).toEqual([
      "require()",
      "define()",
      "import()",
    ])
  })
})
