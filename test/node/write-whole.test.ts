import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { writeWhole } from "../../src/node/write-whole"

describe("writeWhole", () => {
  it("replaces a file with its new text and leaves no temporary file beside it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "write-whole-"))
    const file = path.join(dir, "kept.json")
    writeFileSync(file, "old")
    writeWhole(file, '{"new":true}')
    expect(readFileSync(file, "utf8")).toBe('{"new":true}')
    writeWhole(file, new Uint8Array([1, 2, 3]))
    expect([...readFileSync(file)]).toEqual([1, 2, 3])
    expect(readdirSync(dir)).toEqual(["kept.json"])
  })

  it("puts a new file in place instead of rewriting the old one, which a reader still holds whole", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "write-whole-"))
    const file = path.join(dir, "kept.json")
    writeFileSync(file, "old text")
    const reader = openSync(file, "r")
    try {
      writeWhole(file, "new")
      const held = Buffer.alloc(16)
      expect(held.subarray(0, readSync(reader, held, 0, 16, 0)).toString()).toBe("old text")
      expect(readFileSync(file, "utf8")).toBe("new")
    } finally {
      closeSync(reader)
    }
  })
})
