/**
 * Number and money formatting by hand: `Intl` output differs between ICU builds (Node vs
 * Chromium, narrow no-break spaces, currency symbols), and docs examples must match exactly.
 */

/** Rounds half away from zero at `decimals` places without binary float surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1
  const shifted = Number(`${Math.abs(value)}e${decimals}`)
  return sign * Number(`${Math.round(shifted)}e-${decimals}`)
}

/** `1234567.891, 2` → `"1,234,567.89"`. */
export function formatNumber(value: number, decimals = 0): string {
  const rounded = roundTo(value, decimals)
  const [whole, fraction] = Math.abs(rounded).toFixed(decimals).split(".")
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")
  const sign = rounded < 0 ? "-" : ""
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`
}

/** Drops a trailing `.0`/`.50` → `.5` so short numbers read naturally (1.0k → 1k). */
export function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text
}

/**
 * Symbols printed before the amount. Other store currencies (PLN, CZK, SEK, NOK, DKK, CHF)
 * print their ISO code after the amount, as players in those countries expect.
 */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  CAD: "CA$",
  AUD: "A$",
  BRL: "R$",
}

export function formatMoney(amount: number, currency: string, decimals: number): string {
  const number = formatNumber(Math.abs(amount), decimals)
  const sign = roundTo(amount, decimals) < 0 ? "-" : ""
  const symbol = CURRENCY_SYMBOLS[currency]
  return symbol === undefined ? `${sign}${number} ${currency}` : `${sign}${symbol}${number}`
}

/** `5` → `"5 minutes"` style pieces for relative times. */
export function countNoun(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`
}

export function pad2(value: number): string {
  return String(value).padStart(2, "0")
}
