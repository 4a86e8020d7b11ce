import { webstoreFunctions } from "../../../src/lib/twig/functions/webstore"
import { SAMPLE_CONTEXT } from "../../../src/lib/twig/sample-context"
import { describeDefinitions, each } from "./support"

const signedOut = { user: null }
const noGoal = { store: { ...SAMPLE_CONTEXT.store, goal: null } }
const LIMIT = "expected limit to be an integer from 1 to 100"
/** A render clock moved to `time`, in the sample time zone (Europe/Berlin) or another one. */
const at = (time: string, timezone = SAMPLE_CONTEXT.site.timezone) => ({
  request: { ...SAMPLE_CONTEXT.request, time },
  site: { ...SAMPLE_CONTEXT.site, timezone },
})

describeDefinitions("webstore functions", webstoreFunctions, {
  store_categories: {
    ok: [
      [
        each("store_categories()", "{{ x.name }} ({{ x.product_count }})"),
        "Ranks (2), Cosmetics (1), Supporter (1), CS2 VIP (2)",
      ],
    ],
    bad: [["{{ store_categories('ranks') }}", "store_categories: takes no arguments, got 1"]],
  },
  store_products: {
    ok: [
      [
        each("store_products('ranks')", "{{ x.name }}: {{ x.price|money }}"),
        "VIP rank (30 days): €4.99, MVP rank (30 days): €9.99",
      ],
      [each("store_products(4)", "{{ x.slug }}"), "cs2-vip-30-days, cs2-vip-lifetime"],
      [each("store_products(null, 2)", "{{ x.id }}"), "37, 38"],
    ],
    bad: [
      [
        "{{ store_products('rankz') }}",
        'store_products: no category "rankz" (categories: ranks, cosmetics, supporter, cs2-vip)',
      ],
      ["{{ store_products(null, 0) }}", `store_products: ${LIMIT}, got number 0`],
    ],
  },
  store_product: {
    ok: [
      [
        "{{ store_product(37).name }} | {{ store_product('firework-show').sale_price|money }}",
        "VIP rank (30 days) | €1.99",
      ],
      ["{{ store_product(999) is null ? 'not found' }}", "not found"],
    ],
    bad: [["{{ store_product({id: 37}) }}", "store_product: expected a product id or slug, got object"]],
  },
  cart: {
    ok: [
      [
        "{% set c = cart() %}{{ c.count }} items, {{ c.total|money }}: " +
          each("c.items", "{{ x.quantity }}× {{ x.name }}"),
        "3 items, €11.97: 1× MVP rank (30 days), 2× Firework show",
      ],
      ["{{ cart().count }} items, {{ cart().total|money }}", "0 items, €0.00", signedOut],
    ],
    bad: [["{{ cart(1) }}", "cart: takes no arguments, got 1"]],
  },
  top_donors: {
    ok: [
      [
        each("top_donors(3)", "{{ x.username }} {{ x.total|money }}"),
        "NightOwl €29.98, Steve_Builder €14.98, Creeper_Queen €10.99",
      ],
      [
        each("top_donors(10, 'all')", "{{ x.username }} ({{ x.payments }})"),
        "NightOwl (2), Steve_Builder (2), Alex_Miner (2), Creeper_Queen (2), s1mple_fan (1)",
      ],
      // 23:00 UTC on May 31 is already June 1 in Berlin: May's payment no longer counts for the month.
      ["{{ top_donors()|length }} donors", "0 donors", at("2025-05-31T23:00:00Z")],
      [each("top_donors()", "{{ x.username }}"), "Alex_Miner", at("2025-05-31T23:00:00Z", "UTC")],
      // 02:00 UTC on July 1 is still June 30 in New York: June's payments still count.
      ["{{ top_donors(10)|length }} donors", "5 donors", at("2025-07-01T02:00:00Z", "America/New_York")],
      ["{{ top_donors(10)|length }} donors", "0 donors", at("2025-07-01T02:00:00Z", "UTC")],
    ],
    bad: [
      ["{{ top_donors(5, 'week') }}", "top_donors: expected period to be 'month' or 'all', got string \"week\""],
      [
        "{{ top_donors(5, 'all', 'UTC') }}",
        "top_donors: takes at most 2 arguments (limit = 5, period = 'month'), got 3",
      ],
    ],
  },
  recent_payments: {
    ok: [
      [
        each(
          "recent_payments(2)",
          "{{ x.username }} bought {{ x.product }} for {{ x.amount|money(x.currency) }} {{ x.created_at|time_ago }}",
          " · ",
        ),
        "Steve_Builder bought VIP rank (30 days) for €4.99 37 minutes ago · Creeper_Queen bought MVP rank (30 days) for €7.99 2 hours ago",
      ],
    ],
    bad: [["{{ recent_payments('five') }}", `recent_payments: ${LIMIT}, got string "five"`]],
  },
  store_goal: {
    ok: [
      [
        "{% set g = store_goal() %}{{ g.title }}: {{ g.current|money }} of {{ g.target|money }} ({{ g.percent }}%)",
        "Monthly server costs: €65.92 of €150.00 (44%)",
      ],
      ["{{ store_goal() is null ? 'no goal' }}", "no goal", noGoal],
    ],
    bad: [["{{ store_goal('june') }}", "store_goal: takes no arguments, got 1"]],
  },
})
