import { runInNewContext } from "node:vm"
import { STORAGE_GUARD_SCRIPT } from "../../src/app/head-scripts"

function throwingStorage() {
  const fail = () => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  }
  return { getItem: fail, setItem: fail, removeItem: fail }
}

function windowWith(storage: Record<string, unknown>) {
  const win: Record<string, unknown> = { localStorage: storage, sessionStorage: storage }
  runInNewContext(STORAGE_GUARD_SCRIPT, { window: win, Object, String, DOMException })
  return win as { localStorage: Storage; sessionStorage: Storage }
}

describe("the storage guard that runs before the app", () => {
  it("replaces a storage whose methods throw by one that keeps nothing and never throws", () => {
    const win = windowWith(throwingStorage())
    for (const storage of [win.localStorage, win.sessionStorage]) {
      expect(storage.getItem("a")).toBeNull()
      expect(() => storage.setItem("a", "1")).not.toThrow()
      expect(storage.getItem("a")).toBeNull()
      expect(() => storage.removeItem("a")).not.toThrow()
    }
  })

  it("leaves a working storage alone, even a full one (it still reads)", () => {
    const data = new Map<string, string>([["search-recent", "[]"]])
    const full = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError")
      },
      removeItem: (k: string) => void data.delete(k),
    }
    const win = windowWith(full)
    expect(win.localStorage).toBe(full)
    expect(win.localStorage.getItem("search-recent")).toBe("[]")
  })
})
