/**
 * Blockhaven, the fictional community every example renders against. One base URL and one
 * currency, so URLs and prices in the docs examples agree with each other.
 */
export const SITE_URL = "https://blockhaven.questforge.example"
export const CURRENCY = "EUR"
/** The playground's clock: every time function and example is relative to this moment. */
export const REQUEST_TIME = "2025-06-14T18:30:00Z"

export function siteUrl(path: string): string {
  return `${SITE_URL}${path}`
}

export interface GroupRef {
  id: number
  name: string
}

export const GROUPS: Record<string, GroupRef> = {
  members: { id: 1, name: "Members" },
  admin: { id: 2, name: "Admin" },
  moderator: { id: 3, name: "Moderator" },
  vip: { id: 4, name: "VIP" },
  mvp: { id: 5, name: "MVP" },
  cs2vip: { id: 6, name: "CS2 VIP" },
}
