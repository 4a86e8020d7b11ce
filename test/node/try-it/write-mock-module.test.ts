import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { writeMockModule } from "../../../src/node/try-it"
import * as mockModule from "../../../src/node/try-it/mock-module"

jest.mock("../../../src/node/try-it/mock-module", () => {
  const actual = jest.requireActual<typeof mockModule>("../../../src/node/try-it/mock-module")
  return { ...actual, mockModuleSource: jest.fn(actual.mockModuleSource) }
})
const compile = mockModule.mockModuleSource as jest.Mock

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "try-it-mock-"))
  compile.mockClear()
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("the Try it mock module", () => {
  it("is compiled once for the same inputs, and again when they are not the ones it was made from", async () => {
    const target = path.join(dir, "try-it-mock.js")
    await writeMockModule(target)
    const written = readFileSync(target, "utf8")
    expect(written).toMatch(/^\/\/ Written by the build/)
    expect(written).toContain("exports.validators = {")
    await writeMockModule(target)
    expect(compile).toHaveBeenCalledTimes(1)
    // Made from other inputs (an older build's code): made again, to the same text.
    writeFileSync(`${target}.inputs`, "older")
    await writeMockModule(target)
    expect(compile).toHaveBeenCalledTimes(2)
    expect(readFileSync(target, "utf8")).toBe(written)
    // The module gone, its inputs file left: made again.
    rmSync(target)
    await writeMockModule(target)
    expect(compile).toHaveBeenCalledTimes(3)
    expect(readFileSync(target, "utf8")).toBe(written)
  })
})
