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

function prefixOf(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? "" : `/${locale}`
}

/**
 * Swaps the locale prefix of `pathname` from `from` to `to`, keeping the page path
 * (a same-page link to another locale). Pure: it knows nothing about which
 * pages exist in which locale.
 */
export function swapLocale(pathname: string, from: string, to: string, defaultLocale: string = DEFAULT_LOCALE): string {
  const fromPrefix = prefixOf(from, defaultLocale)
  let rest = pathname
  if (fromPrefix && (pathname === fromPrefix || pathname.startsWith(`${fromPrefix}/`))) {
    rest = pathname.slice(fromPrefix.length) || "/"
  }
  const toPrefix = prefixOf(to, defaultLocale)
  if (!toPrefix) return rest
  return rest === "/" ? `${toPrefix}/` : `${toPrefix}${rest}`
}
