/** Locale configuration. Only English exists; the default locale has no path prefix. */
export interface LocaleConfig {
  label: string
  direction: "ltr" | "rtl"
  htmlLang: string
}

export const DEFAULT_LOCALE = "en"

export const LOCALES: Record<string, LocaleConfig> = {
  en: { label: "English", direction: "ltr", htmlLang: "en" },
}
