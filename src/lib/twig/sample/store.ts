/**
 * Blockhaven's store: categories, products, payments and the sample player's cart. Payment
 * amounts are the prices paid (sale prices during the summer sale), and the monthly goal is
 * the sum of June's payments, so every number in the examples adds up.
 */
import { CURRENCY, siteUrl } from "./site"

export interface StoreCategory {
  id: number
  name: string
  slug: string
  description: string
  url: string
}

/** A product's **Type** in the dashboard: paid once, paid once for a number of days, or paid every billing period. */
export type ProductType = "one_time" | "time_limited" | "subscription"

export interface StoreProduct {
  id: number
  name: string
  slug: string
  category: string
  price: number
  sale_price: number | null
  type: ProductType
  /** Duration (days) of a time-limited product. */
  duration_days: number | null
  /** Billing period of a subscription, in months. */
  billing_months: number | null
  /** Whether the player picks product options on the product page before buying. */
  has_options: boolean
  description: string
  image: string
  url: string
  /** When the product was created, ISO 8601 in UTC. */
  created_at: string
}

export interface Payment {
  id: number
  user_id: number
  username: string
  product_id: number
  quantity: number
  amount: number
  created_at: string
}

function category(id: number, name: string, slug: string, description: string): StoreCategory {
  return { id, name, slug, description, url: siteUrl(`/store/category/${slug}`) }
}

/** How a product is paid and how long it lasts: `once`, `days(30)` or `monthly(1)`. */
type Term = Pick<StoreProduct, "type" | "duration_days" | "billing_months">
const once: Term = { type: "one_time", duration_days: null, billing_months: null }
const days = (count: number): Term => ({ type: "time_limited", duration_days: count, billing_months: null })
const everyMonths = (count: number): Term => ({ type: "subscription", duration_days: null, billing_months: count })

function product(
  id: number,
  name: string,
  slug: string,
  categorySlug: string,
  [price, salePrice]: [number, number | null],
  term: Term,
  description: string,
  createdAt: string,
  hasOptions = false,
): StoreProduct {
  const image = siteUrl(`/uploads/store/${slug}.png`)
  return {
    id,
    name,
    slug,
    category: categorySlug,
    price,
    sale_price: salePrice,
    ...term,
    has_options: hasOptions,
    description,
    image,
    url: siteUrl(`/store/product/${slug}`),
    created_at: createdAt,
  }
}

export const CATEGORIES: StoreCategory[] = [
  category(1, "Ranks", "ranks", "Monthly ranks for the survival server."),
  category(2, "Cosmetics", "cosmetics", "Extras that change how things look, not how you play."),
  category(3, "Supporter", "supporter", "Badges that thank you for keeping the server running."),
  category(4, "CS2 VIP", "cs2-vip", "VIP slots and perks on the CS2 retakes server."),
]

export const PRODUCTS: StoreProduct[] = [
  product(
    37,
    "VIP rank (30 days)",
    "vip-rank-30-days",
    "ranks",
    [4.99, null],
    days(30),
    "Gold name, [VIP] chat prefix and a particle trail.",
    "2024-11-05T18:00:00Z",
  ),
  product(
    38,
    "MVP rank (30 days)",
    "mvp-rank-30-days",
    "ranks",
    [9.99, 7.99],
    days(30),
    "Everything in VIP, plus /hat, /nick and a pet.",
    "2024-11-05T18:05:00Z",
  ),
  product(
    41,
    "Firework show",
    "firework-show",
    "cosmetics",
    [2.49, 1.99],
    once,
    "A firework show at spawn, with your name in chat.",
    "2025-03-14T12:30:00Z",
  ),
  product(
    44,
    "Supporter badge",
    "supporter-badge",
    "supporter",
    [3, null],
    everyMonths(1),
    "A badge on the website and a [Supporter] chat prefix.",
    "2024-12-01T09:00:00Z",
  ),
  // The VIP tag is a Text option the player types on the product page.
  product(
    52,
    "CS2 VIP (30 days)",
    "cs2-vip-30-days",
    "cs2-vip",
    [5.99, null],
    days(30),
    "Reserved slot, custom join message and a VIP tag.",
    "2025-02-20T20:15:00Z",
    true,
  ),
  product(
    53,
    "CS2 VIP (lifetime)",
    "cs2-vip-lifetime",
    "cs2-vip",
    [24.99, null],
    once,
    "CS2 VIP that never expires.",
    "2025-05-30T17:45:00Z",
  ),
]

export const PAYMENTS: Payment[] = [
  {
    id: 10482,
    user_id: 1542,
    username: "Steve_Builder",
    product_id: 37,
    quantity: 1,
    amount: 4.99,
    created_at: "2025-06-14T17:52:10Z",
  },
  {
    id: 10481,
    user_id: 1611,
    username: "Creeper_Queen",
    product_id: 38,
    quantity: 1,
    amount: 7.99,
    created_at: "2025-06-14T16:05:44Z",
  },
  {
    id: 10479,
    user_id: 1702,
    username: "s1mple_fan",
    product_id: 52,
    quantity: 1,
    amount: 5.99,
    created_at: "2025-06-13T21:40:03Z",
  },
  {
    id: 10476,
    user_id: 1377,
    username: "Alex_Miner",
    product_id: 41,
    quantity: 2,
    amount: 3.98,
    created_at: "2025-06-12T19:12:30Z",
  },
  {
    id: 10470,
    user_id: 1188,
    username: "NightOwl",
    product_id: 53,
    quantity: 1,
    amount: 24.99,
    created_at: "2025-06-10T22:31:09Z",
  },
  {
    id: 10466,
    user_id: 1611,
    username: "Creeper_Queen",
    product_id: 44,
    quantity: 1,
    amount: 3,
    created_at: "2025-06-08T14:20:00Z",
  },
  {
    id: 10458,
    user_id: 1542,
    username: "Steve_Builder",
    product_id: 38,
    quantity: 1,
    amount: 9.99,
    created_at: "2025-06-03T18:02:51Z",
  },
  {
    id: 10451,
    user_id: 1188,
    username: "NightOwl",
    product_id: 37,
    quantity: 1,
    amount: 4.99,
    created_at: "2025-06-01T09:45:00Z",
  },
  {
    id: 10440,
    user_id: 1377,
    username: "Alex_Miner",
    product_id: 38,
    quantity: 1,
    amount: 9.99,
    created_at: "2025-05-28T20:00:00Z",
  },
]

export const SALE = {
  active: true,
  title: "Summer sale",
  percent: 20,
  starts_at: "2025-06-06T22:00:00Z",
  ends_at: "2025-06-21T21:59:59Z",
}

/**
 * Sum of payments in the goal's month, in cents to avoid float drift (65.92 for June 2025). The
 * month is Blockhaven's (Europe/Berlin, CEST in June), as `top_donors(limit, 'month')` counts it:
 * from 2025-05-31T22:00:00Z up to `ends_at`.
 */
function monthTotal(from: string, to: string): number {
  const inMonth = (p: Payment) =>
    Date.parse(p.created_at) >= Date.parse(from) && Date.parse(p.created_at) <= Date.parse(to)
  return PAYMENTS.filter(inMonth).reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100
}

const GOAL_ENDS_AT = "2025-06-30T21:59:59Z"

export const GOAL = {
  title: "Monthly server costs",
  target: 150,
  current: monthTotal("2025-05-31T22:00:00Z", GOAL_ENDS_AT),
  ends_at: GOAL_ENDS_AT,
}

/** What the signed-in sample player has in their cart. */
export const CART_ITEMS = [
  { product_id: 38, quantity: 1 },
  { product_id: 41, quantity: 2 },
]

export { CURRENCY }
