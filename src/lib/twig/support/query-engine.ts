/**
 * The read-only tables behind `query()` and the operations on them. States are immutable, so a
 * base query kept in a variable can be refined twice without the two results affecting each other.
 */
import { PAYMENTS } from "../sample/store"
import { FORUM_THREADS } from "../sample/forum"
import { DIRECTORY } from "../sample/users"
import type { RenderEnvironment } from "../types"
import { moduleEnabled, readStore } from "./globals"
import { asText, expected, fail, isRecord } from "./values"

type Row = Record<string, unknown>

export interface QueryState {
  table: string
  rows: Row[]
  filters: ((row: Row) => boolean)[]
  order: { field: string; direction: 1 | -1 }[]
  limit: number | null
}

export const TABLES: Record<string, (env: RenderEnvironment) => Row[]> = {
  products: env => readStore(env, "query").products.map(p => ({ ...p })),
  categories: env => readStore(env, "query").categories.map(c => ({ ...c })),
  servers: env => (Array.isArray(env.context.servers) ? env.context.servers.filter(isRecord) : []),
  users: () =>
    DIRECTORY.map(({ id, username, url, avatar, created_at, last_active_at }) => ({
      id,
      username,
      url,
      avatar,
      created_at,
      last_active_at,
    })),
  payments: env => PAYMENTS.filter(p => Date.parse(p.created_at) <= env.now.getTime()).map(p => ({ ...p })),
  // Like the forum functions, the forum table is empty while the forum module is switched off.
  forum_threads: env => (moduleEnabled(env, "forum") ? FORUM_THREADS.map(({ type: _type, ...thread }) => thread) : []),
}

export const OPERATORS = ["=", "!=", "<", "<=", ">", ">=", "in", "contains", "starts_with"]

export function openTable(env: RenderEnvironment, table: unknown): QueryState {
  const name = asText(table)
  if (name === undefined || !(name in TABLES))
    expected("query", `a table name (${Object.keys(TABLES).join(", ")})`, table)
  return { table: name, rows: TABLES[name](env), filters: [], order: [], limit: null }
}

export function checkField(method: string, state: QueryState, field: unknown): string {
  const name = asText(field)
  const columns = [...new Set(state.rows.flatMap(row => Object.keys(row)))]
  if (name === undefined || (columns.length > 0 && !columns.includes(name))) {
    fail(method, `unknown field ${JSON.stringify(name ?? field)} in ${state.table} (fields: ${columns.join(", ")})`)
  }
  return name
}

/** Code-point order, numbers numerically, nulls last: the same on every machine and locale. */
export function compare(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  if (typeof a === "number" && typeof b === "number") return a - b
  const [x, y] = [String(a), String(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

export function matcher(method: string, operator: unknown, value: unknown): (cell: unknown) => boolean {
  const op = asText(operator)
  const wanted = value instanceof String ? value.valueOf() : value
  switch (op) {
    case "=":
      return cell => cell === wanted
    case "!=":
      return cell => cell !== wanted
    case "<":
      return cell => cell !== null && compare(cell, wanted) < 0
    case "<=":
      return cell => cell !== null && compare(cell, wanted) <= 0
    case ">":
      return cell => cell !== null && compare(cell, wanted) > 0
    case ">=":
      return cell => cell !== null && compare(cell, wanted) >= 0
    case "in":
      if (!Array.isArray(wanted)) expected(method, "a list as the value for 'in'", value)
      return cell => wanted.includes(cell)
    case "contains":
    case "starts_with": {
      const needle = asText(wanted)?.toLowerCase()
      if (needle === undefined) expected(method, `a string as the value for '${op}'`, value)
      return cell =>
        typeof cell === "string" &&
        (op === "contains" ? cell.toLowerCase().includes(needle) : cell.toLowerCase().startsWith(needle))
    }
    default:
      return expected(method, `an operator (${OPERATORS.map(o => `'${o}'`).join(", ")})`, operator)
  }
}

export function run(state: QueryState): Row[] {
  const rows = state.rows.filter(row => state.filters.every(test => test(row)))
  // Array.prototype.sort is stable, so earlier order_by calls take priority when applied last-to-first.
  for (const { field, direction } of [...state.order].reverse()) {
    rows.sort((a, b) =>
      a[field] == null || b[field] == null ? compare(a[field], b[field]) : direction * compare(a[field], b[field]),
    )
  }
  return state.limit === null ? rows : rows.slice(0, state.limit)
}
