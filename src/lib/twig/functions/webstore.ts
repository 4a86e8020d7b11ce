/** Webstore functions: categories, products, the visitor's cart, donors, payments and the goal. */
import type { StoreProduct } from "../sample-context"
import { CART_ITEMS, PAYMENTS } from "../sample/store"
import { DIRECTORY } from "../sample/users"
import { LIMIT_NOTE, opt, req } from "../support/define"
import { zonedParts } from "../support/dates"
import { readStore, readUser, siteTimeZone, storeCurrency } from "../support/globals"
import { asText, expectLimit, expected, fail, LIMIT_MAX } from "../support/values"
import type { FunctionDefinition, RenderEnvironment } from "../types"

/** Sums money in cents so totals print exactly (3 × 1.99 = 5.97, not 5.970000000000001). */
const sum = (amounts: number[]): number => amounts.reduce((total, a) => total + Math.round(a * 100), 0) / 100

function findProduct(env: RenderEnvironment, name: string, id: unknown): StoreProduct | null {
  const key = typeof id === "number" ? id : asText(id)
  if (key === undefined || key === "") return expected(name, "a product id or slug", id)
  return readStore(env, name).products.find(p => p.id === key || p.slug === key || String(p.id) === key) ?? null
}

/** Payments up to the request time: later ones do not exist yet from the page's point of view. */
function paymentsSoFar(env: RenderEnvironment) {
  return PAYMENTS.filter(p => Date.parse(p.created_at) <= env.now.getTime()).sort((a, b) =>
    a.created_at < b.created_at ? 1 : -1,
  )
}

export const webstoreFunctions: FunctionDefinition[] = [
  {
    kind: "function",
    category: "webstore",
    name: "store_categories",
    signature: "store_categories()",
    summary: "Lists the store's visible categories with their number of products.",
    args: [],
    returns: { type: "array<object>", description: "Items of `store.categories` with `product_count` added." },
    notes: ["Categories keep the order set in Dashboard → Store → Categories; an empty store returns an empty list."],
    impl: env => {
      const store = readStore(env, "store_categories")
      return store.categories.map(c => ({
        ...c,
        product_count: store.products.filter(p => p.category === c.slug).length,
      }))
    },
  },
  {
    kind: "function",
    category: "webstore",
    name: "store_products",
    signature: "store_products(category = null, limit = 10)",
    summary: "Lists products, optionally of one category, for product grids and featured sections.",
    args: [
      opt("category", "string|int", "null", "Category slug or id; `null` lists all categories."),
      opt("limit", "int", "10", `Maximum number of products, 1–${LIMIT_MAX}.`),
    ],
    returns: { type: "array<object>", description: "Items of `store.products`, in dashboard order." },
    notes: [
      "An unknown category is an error that lists the existing slugs, since it is almost always a typo.",
      LIMIT_NOTE,
    ],
    impl: (env, category, limit) => {
      const store = readStore(env, "store_products")
      const max = expectLimit("store_products", limit, 10)
      if (category === undefined || category === null) return store.products.slice(0, max)
      const found = store.categories.find(c => c.slug === asText(category) || c.id === category)
      if (!found)
        fail(
          "store_products",
          `no category ${JSON.stringify(category)} (categories: ${store.categories.map(c => c.slug).join(", ")})`,
        )
      return store.products.filter(p => p.category === found.slug).slice(0, max)
    },
  },
  {
    kind: "function",
    category: "webstore",
    name: "store_product",
    signature: "store_product(id)",
    summary: "Looks up one product by id or slug.",
    args: [req("id", "int|string", "Product id (`37`) or slug (`'vip-rank-30-days'`).")],
    returns: {
      type: "object|null",
      description: "An item of `store.products`, or `null` when no such product is visible.",
    },
    notes: [
      "A product that does not exist or is hidden returns `null`, so guard it with `{% if product %}`.",
      "An id that is neither a number nor a string is an error.",
    ],
    impl: (env, id) => findProduct(env, "store_product", id),
  },
  {
    kind: "function",
    category: "webstore",
    name: "cart",
    signature: "cart()",
    summary: "Returns the visitor's cart, for a cart badge or a mini cart.",
    args: [],
    returns: {
      type: "object",
      description:
        "`items` (each with `product_id`, `name`, `quantity`, `unit_price`, `total`, `url`), `count` (sum of quantities), `total` and `currency`.",
    },
    notes: [
      "Unit prices are sale prices where a sale applies.",
      "Signed-out visitors and empty carts give `items: []`, `count: 0`, `total: 0`.",
    ],
    impl: env => {
      const currency = storeCurrency(env, "cart")
      const lines =
        readUser(env) === null
          ? []
          : CART_ITEMS.flatMap(item => {
              const product = findProduct(env, "cart", item.product_id)
              if (!product) return []
              const unit = product.sale_price ?? product.price
              return [
                {
                  product_id: product.id,
                  name: product.name,
                  quantity: item.quantity,
                  unit_price: unit,
                  total: sum(Array(item.quantity).fill(unit)),
                  url: product.url,
                },
              ]
            })
      return {
        items: lines,
        count: lines.reduce((n, l) => n + l.quantity, 0),
        total: sum(lines.map(l => l.total)),
        currency,
      }
    },
  },
  {
    kind: "function",
    category: "webstore",
    name: "top_donors",
    signature: "top_donors(limit = 5, period = 'month')",
    summary: "Ranks players by the amount they spent in the store, for a top donors widget.",
    args: [
      opt("limit", "int", "5", `Maximum number of donors, 1–${LIMIT_MAX}.`),
      opt(
        "period",
        "string",
        "'month'",
        "`'month'` (the current calendar month in the site time zone, `site.timezone`) or `'all'`.",
      ),
    ],
    returns: {
      type: "array<object>",
      description: "`username`, `total`, `payments` (count), `avatar` and `url`, highest total first (ties by name).",
    },
    notes: [LIMIT_NOTE, "A period other than `'month'` or `'all'` is an error."],
    impl: (env, limit, period) => {
      const max = expectLimit("top_donors", limit, 5)
      const span = period ?? "month"
      if (span !== "month" && span !== "all") expected("top_donors", "period to be 'month' or 'all'", period)
      // The month starts at midnight in the site time zone, as monthly goals and widgets reset there.
      const zone = siteTimeZone(env)
      const month = (date: Date) => {
        const parts = zonedParts("top_donors", date, zone)
        return parts.year * 12 + parts.month
      }
      const current = month(env.now)
      const byUser = new Map<number, number[]>()
      for (const p of paymentsSoFar(env)) {
        if (span === "all" || month(new Date(p.created_at)) === current)
          byUser.set(p.user_id, [...(byUser.get(p.user_id) ?? []), p.amount])
      }
      return [...byUser.entries()]
        .map(([userId, amounts]) => {
          const member = DIRECTORY.find(u => u.id === userId)
          return {
            username: member?.username ?? "Unknown player",
            total: sum(amounts),
            payments: amounts.length,
            avatar: member?.avatar ?? null,
            url: member?.url ?? null,
          }
        })
        .sort((a, b) => b.total - a.total || (a.username < b.username ? -1 : 1))
        .slice(0, max)
    },
  },
  {
    kind: "function",
    category: "webstore",
    name: "recent_payments",
    signature: "recent_payments(limit = 5)",
    summary: "Lists the latest store purchases, newest first, for a recent purchases widget.",
    args: [opt("limit", "int", "5", `Maximum number of payments, 1–${LIMIT_MAX}.`)],
    returns: {
      type: "array<object>",
      description: "`username`, `product`, `quantity`, `amount`, `currency` and `created_at` (ISO 8601, UTC).",
    },
    notes: [LIMIT_NOTE, "Only payments confirmed by the payment provider are listed."],
    impl: (env, limit) => {
      const currency = storeCurrency(env, "recent_payments")
      return paymentsSoFar(env)
        .slice(0, expectLimit("recent_payments", limit, 5))
        .map(p => ({
          username: p.username,
          product: findProduct(env, "recent_payments", p.product_id)?.name ?? "Removed product",
          quantity: p.quantity,
          amount: p.amount,
          currency,
          created_at: p.created_at,
        }))
    },
  },
  {
    kind: "function",
    category: "webstore",
    name: "store_goal",
    signature: "store_goal()",
    summary: "Returns the store's Monthly goal with its progress, for a goal bar.",
    args: [],
    returns: {
      type: "object|null",
      description:
        "`title`, `target`, `current`, `percent` (0–100, rounded, for the bar), `reached` (bool), `currency` and `ends_at`; `null` when no goal is set.",
    },
    notes: ["No goal set returns `null`; `percent` stops at 100 while `current` keeps counting."],
    impl: env => {
      const goal = readStore(env, "store_goal").goal
      if (!goal) return null
      const ratio = goal.target > 0 ? goal.current / goal.target : 1
      return {
        ...goal,
        percent: Math.min(100, Math.round(ratio * 100)),
        reached: ratio >= 1,
        currency: storeCurrency(env, "store_goal"),
      }
    },
  },
]
