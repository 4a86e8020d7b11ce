import { readFileSync } from "node:fs"
import path from "node:path"
import { queryBuilderFunctions } from "../../../src/lib/twig/functions/query-builder"
import { describeDefinitions, each, html } from "./support"

describeDefinitions("query builder functions", queryBuilderFunctions, {
  query: {
    ok: [["{{ query('servers').count() }} servers, {{ query('users').count() }} users", "3 servers, 5 users"]],
    bad: [
      [
        "{{ query('orders') }}",
        'query: expected a table name (products, categories, servers, users, payments, forum_threads), got string "orders"',
      ],
    ],
  },
  "query().where": {
    ok: [
      [
        "{{ query('products').where('category', '=', 'ranks').pluck('name')|join(', ') }}",
        "VIP rank (30 days), MVP rank (30 days)",
      ],
      ["{{ query('products').where('id', 'in', [37, 52]).where('price', '<', 5).pluck('id')|join(',') }}", "37"],
      [
        "{{ query('forum_threads').where('title', 'contains', 'RANK').pluck('id')|join(',') }} {{ query('users').where('username', 'starts_with', 's').pluck('username')|join(',') }}",
        "106 Steve_Builder,s1mple_fan",
      ],
    ],
    bad: [
      [
        "{{ query('products').where('price', 'like', 5).get() }}",
        "query().where: expected an operator ('=', '!=', '<', '<=', '>', '>=', 'in', 'contains', 'starts_with'), got string \"like\"",
      ],
      [
        "{{ query('products').where('nam', '=', 'x').get() }}",
        'query().where: unknown field "nam" in products (fields: id, name, slug, category, price, sale_price, type, duration_days, billing_months, has_options, description, image, url, created_at)',
      ],
    ],
  },
  "query().order_by": {
    ok: [
      [
        "{{ query('products').order_by('price', 'desc').limit(2).pluck('name')|join(', ') }}",
        "CS2 VIP (lifetime), MVP rank (30 days)",
      ],
      [
        "{{ query('products').order_by('category').order_by('price', 'desc').pluck('id')|join(',') }}",
        "41,53,52,38,37,44",
      ],
    ],
    bad: [
      [
        "{{ query('products').order_by('price', 'up').get() }}",
        "query().order_by: expected direction 'asc' or 'desc', got string \"up\"",
      ],
    ],
  },
  "query().limit": {
    ok: [
      ["{{ query('users').order_by('username').limit(2).pluck('username')|join(', ') }}", "Alex_Miner, Creeper_Queen"],
    ],
    bad: [
      [
        "{{ query('users').limit(500).get() }}",
        "query().limit: expected limit to be an integer from 1 to 100, got number 500",
      ],
    ],
  },
  "query().get": {
    ok: [
      [
        each("query('servers').where('online', '=', true).get()", "{{ x.name }}"),
        "Blockhaven Survival, Blockhaven Retakes",
      ],
    ],
    bad: [["{{ query('servers').get(1) }}", "query().get: takes no arguments, got 1"]],
  },
  "query().first": {
    ok: [
      ["{{ query('forum_threads').order_by('views', 'desc').first().title }}", "Server rules (updated June 2025)"],
      ["{{ query('products').where('price', '>', 100).first() is null ? 'none' }}", "none"],
    ],
    bad: [["{{ query('products').first('name') }}", "query().first: takes no arguments, got 1"]],
  },
  "query().count": {
    ok: [
      [
        "{{ query('payments').where('username', '=', 'NightOwl').count() }} / {{ query('payments').limit(1).count() }}",
        "2 / 9",
      ],
    ],
    bad: [["{{ query('payments').count('id') }}", "query().count: takes no arguments, got 1"]],
  },
  "query().pluck": {
    ok: [["{{ query('categories').pluck('slug')|join(',') }}", "ranks,cosmetics,supporter,cs2-vip"]],
    bad: [
      [
        "{{ query('categories').pluck('title') }}",
        'query().pluck: unknown field "title" in categories (fields: id, name, slug, description, url)',
      ],
    ],
  },
})

describe("query builders", () => {
  it("are immutable, so one base query can be refined twice", () => {
    const template =
      "{% set ranks = query('products').where('category', '=', 'ranks') %}{{ ranks.where('price', '<', 5).count() }} {{ ranks.count() }}"
    expect(html(template)).toBe("1 2")
  })
})

// The query builder page lists each table's fields in a table a theme developer writes queries
// from; the engine's rows are what a query returns. Every field and no other, in the page's own order.
describe("the query builder page's table of fields", () => {
  const page = readFileSync(
    path.resolve(__dirname, "../../../content/docs/website-designs/functions/query-builder.mdx"),
    "utf8",
  )
  for (const table of ["products", "categories", "servers", "users", "payments", "forum_threads"]) {
    it(`lists every field of ${table}`, () => {
      const row = page.split("\n").find(line => line.startsWith(`| \`${table}\` |`))
      const listed = [...(row?.split("|")[3] ?? "").matchAll(/`([a-z_0-9]+)`/g)].map(match => match[1])
      const returned = html(`{{ query('${table}').first()|keys|join(', ') }}`).split(", ")
      expect([...listed].sort()).toEqual([...returned].sort())
    })
  }
})
