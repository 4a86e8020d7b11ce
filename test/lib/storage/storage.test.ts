import { createStorageSlot, readJson, writeJson } from "../../../src/lib/storage/storage"

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

const throwing = {
  getItem: () => {
    throw new Error("SecurityError")
  },
  setItem: () => {
    throw new Error("QuotaExceededError")
  },
  removeItem: () => {
    throw new Error("SecurityError")
  },
}

describe("storage slots", () => {
  it("stores under the slot's own name, with nothing added to it", () => {
    const storage = memoryStorage()
    createStorageSlot("theme", () => storage).set("dark")
    expect([...storage.data.entries()]).toEqual([["theme", "dark"]])
  })

  it("reads, writes and removes", () => {
    const storage = memoryStorage()
    const slot = createStorageSlot("k", () => storage)
    expect(slot.get()).toBeNull()
    slot.set("v")
    expect(slot.get()).toBe("v")
    slot.remove()
    expect(slot.get()).toBeNull()
  })

  it("silently does nothing when storage throws", () => {
    const slot = createStorageSlot("k", () => throwing)
    expect(() => slot.set("v")).not.toThrow()
    expect(slot.get()).toBeNull()
    expect(() => slot.remove()).not.toThrow()
  })

  it("silently does nothing when there is no storage at all", () => {
    const slot = createStorageSlot("k", () => null)
    slot.set("v")
    expect(slot.get()).toBeNull()
  })

  it("silently does nothing when reaching storage itself throws", () => {
    const slot = createStorageSlot("k", () => {
      throw new Error("blocked")
    })
    expect(slot.get()).toBeNull()
    expect(() => slot.set("v")).not.toThrow()
  })
})

describe("JSON values", () => {
  const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(x => typeof x === "string")

  it("round-trips a valid value", () => {
    const storage = memoryStorage()
    const slot = createStorageSlot("recent", () => storage)
    writeJson(slot, ["a", "b"])
    expect(readJson(slot, isStringList, [])).toEqual(["a", "b"])
  })

  it("ignores corrupted and foreign values", () => {
    const storage = memoryStorage()
    const slot = createStorageSlot("recent", () => storage)
    slot.set("{not json")
    expect(readJson(slot, isStringList, [])).toEqual([])
    slot.set(JSON.stringify({ foreign: true }))
    expect(readJson(slot, isStringList, [])).toEqual([])
  })
})
