import vm from "node:vm"
import { plainClone, plainEqual } from "../../src/lib/plain-data"

describe("plainEqual", () => {
  it("compares arrays, objects and primitives by content, whatever the key order", () => {
    expect(plainEqual(["1111", "2222"], ["1111", "2222"])).toBe(true)
    expect(plainEqual(["2222", "1111"], ["1111", "2222"])).toBe(false)
    expect(plainEqual({ a: { name: "a", allowEmpty: false } }, { a: { allowEmpty: false, name: "a" } })).toBe(true)
    expect(plainEqual({ a: 1 }, { a: 2 })).toBe(false)
    expect(plainEqual([], {})).toBe(false)
    expect(plainEqual(undefined, [])).toBe(false)
  })

  it("tells a key set to undefined from a missing one", () => {
    expect(plainEqual({ a: undefined }, {})).toBe(false)
    expect(plainEqual({}, { a: undefined })).toBe(false)
    expect(plainEqual({ a: undefined }, { a: undefined })).toBe(true)
  })

  it("ignores prototypes: an object made in another realm is the same data", () => {
    const foreign = vm.runInNewContext("({ footer: { name: 'footer', allowEmpty: false } })") as unknown
    expect(plainEqual(foreign, { footer: { name: "footer", allowEmpty: false } })).toBe(true)
  })
})

describe("plainClone", () => {
  it("copies deeply, keeping undefined values", () => {
    const value = { a: { name: "a", allowEmpty: undefined }, list: [1, [2]] }
    const copy = plainClone(value)
    expect(copy).toEqual(value)
    expect(copy.a).not.toBe(value.a)
    expect(copy.list[1]).not.toBe(value.list[1])
    expect(Object.hasOwn(copy.a, "allowEmpty")).toBe(true)
  })
})
