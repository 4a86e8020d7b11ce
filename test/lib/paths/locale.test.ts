import { DEFAULT_LOCALE, LOCALES } from "../../../src/lib/paths/locale"

describe("locale configuration", () => {
  it("has English as the default and only locale, left to right", () => {
    expect(DEFAULT_LOCALE).toBe("en")
    expect(LOCALES).toEqual({ en: { label: "English", direction: "ltr", htmlLang: "en" } })
  })
})
