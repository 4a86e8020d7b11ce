import { DEFAULT_LOCALE, LOCALES, swapLocale } from "../../../src/lib/paths/locale"

describe("locale configuration", () => {
  it("has English as the default and only locale, left to right", () => {
    expect(DEFAULT_LOCALE).toBe("en")
    expect(LOCALES).toEqual({ en: { label: "English", direction: "ltr", htmlLang: "en" } })
  })
})

describe("swapLocale", () => {
  it("keeps the path when swapping the default locale for itself", () => {
    expect(swapLocale("/store/products", "en", "en")).toBe("/store/products")
  })

  it("adds a prefix when leaving the default locale", () => {
    expect(swapLocale("/store/products", "en", "fr")).toBe("/fr/store/products")
    expect(swapLocale("/", "en", "fr")).toBe("/fr/")
  })

  it("removes the prefix when going to the default locale", () => {
    expect(swapLocale("/fr/store/products", "fr", "en")).toBe("/store/products")
    expect(swapLocale("/fr", "fr", "en")).toBe("/")
  })

  it("swaps one prefix for another", () => {
    expect(swapLocale("/fr/api/", "fr", "de")).toBe("/de/api/")
  })

  it("does not mistake a path that merely starts like a locale", () => {
    expect(swapLocale("/french-servers", "fr", "en")).toBe("/french-servers")
  })
})
