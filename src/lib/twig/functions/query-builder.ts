/**
 * The query builder: `query(table)` returns a builder whose methods each have their own
 * definition (`query().where`, …) so the reference documents them like functions. Only
 * `query` is registered with Twig; the methods are reached through the builder object.
 */
import { checkArity } from "../support/arity"
import { LIMIT_NOTE, opt, req } from "../support/define"
import { OPERATORS, TABLES, checkField, matcher, openTable, run, type QueryState } from "../support/query-engine"
import { asText, expectLimit, expected, fail, LIMIT_MAX } from "../support/values"
import type { FunctionDefinition, RenderEnvironment } from "../types"

const states = new WeakMap<object, QueryState>()
const BUILDER_NOTE = "Each method returns a new builder, so a query kept in a variable can be refined more than once."

function stateOf(name: string, builder: unknown): QueryState {
  const state = typeof builder === "object" && builder !== null ? states.get(builder) : undefined
  return state ?? fail(name, "must be called on a builder returned by query()")
}

function builder(env: RenderEnvironment, state: QueryState): Record<string, (...args: unknown[]) => unknown> {
  const object: Record<string, (...args: unknown[]) => unknown> = {}
  for (const def of methodDefinitions) {
    const method = def.name.slice("query().".length)
    object[method] = (...args: unknown[]) => {
      checkArity(def.name, def.args, args)
      return def.impl(env, object, ...args)
    }
  }
  states.set(object, state)
  return object
}

function method(
  name: string,
  signature: string,
  summary: string,
  args: FunctionDefinition["args"],
  returns: FunctionDefinition["returns"],
  notes: string[],
  impl: (env: RenderEnvironment, state: QueryState, ...args: unknown[]) => unknown,
): FunctionDefinition {
  const full = `query().${name}`
  return {
    kind: "function",
    category: "query-builder",
    name: full,
    signature: `${full}${signature}`,
    summary,
    args,
    returns,
    notes,
    impl: (env, b, ...rest) => impl(env, stateOf(full, b), ...rest),
  }
}

const methodDefinitions: FunctionDefinition[] = [
  method(
    "where",
    "(field, operator, value)",
    "Keeps the rows whose field compares true with a value; several `where` calls must all match.",
    [
      req("field", "string", "Column name, e.g. `'price'`."),
      req(
        "operator",
        "string",
        `One of ${OPERATORS.map(o => `\`'${o}'\``).join(", ")}; \`contains\` and \`starts_with\` ignore case.`,
      ),
      req("value", "mixed", "Value to compare with; a list for `'in'`."),
    ],
    { type: "builder", description: "A new builder with the condition added." },
    [
      BUILDER_NOTE,
      "An unknown field lists the table's fields in the error; an unknown operator, or a non-list value for `in`, is an error too.",
    ],
    (env, state, field, operator, value) => {
      const column = checkField("query().where", state, field)
      const test = matcher("query().where", operator, value)
      return builder(env, { ...state, filters: [...state.filters, row => test(row[column])] })
    },
  ),
  method(
    "order_by",
    "(field, direction = 'asc')",
    "Sorts the rows by a field; later calls break ties of earlier ones.",
    [req("field", "string", "Column name."), opt("direction", "string", "'asc'", "`'asc'` or `'desc'`.")],
    { type: "builder", description: "A new builder with the sort added." },
    [
      BUILDER_NOTE,
      "Numbers sort numerically and text by character code (case-sensitive); `null` values sort last.",
      "An unknown field or direction is an error.",
    ],
    (env, state, field, direction) => {
      const column = checkField("query().order_by", state, field)
      const dir = asText(direction ?? "asc")?.toLowerCase()
      if (dir !== "asc" && dir !== "desc") expected("query().order_by", "direction 'asc' or 'desc'", direction)
      return builder(env, { ...state, order: [...state.order, { field: column, direction: dir === "asc" ? 1 : -1 }] })
    },
  ),
  method(
    "limit",
    "(count)",
    "Keeps at most this many rows.",
    [req("count", "int", `Number of rows, 1–${LIMIT_MAX}.`)],
    { type: "builder", description: "A new builder with the limit set." },
    [BUILDER_NOTE, LIMIT_NOTE.replace("`limit`", "`count`")],
    (env, state, count) => builder(env, { ...state, limit: expectLimit("query().limit", count ?? NaN, 100) }),
  ),
  method(
    "get",
    "()",
    "Runs the query and returns the rows.",
    [],
    {
      type: "array<object>",
      description: "The matching rows as objects (the table's fields), at most 100 without `limit`.",
    },
    ["Queries only read; nothing can be changed through `query()`.", "No match returns an empty list."],
    (_env, state) => run({ ...state, limit: state.limit ?? 100 }),
  ),
  method(
    "first",
    "()",
    "Runs the query and returns the first row.",
    [],
    { type: "object|null", description: "The first matching row, or `null` when nothing matches." },
    ["No match returns `null`; guard it with `{% if row %}`."],
    (_env, state) => run({ ...state, limit: 1 })[0] ?? null,
  ),
  method(
    "count",
    "()",
    "Counts the matching rows, ignoring `limit`.",
    [],
    { type: "int", description: "The number of matching rows." },
    [
      '`limit` does not cap the count, so it works for "showing 10 of 37".',
      "It takes no arguments; passing one is an error.",
    ],
    (_env, state) => run({ ...state, limit: null }).length,
  ),
  method(
    "pluck",
    "(field)",
    "Runs the query and returns one field of every row.",
    [req("field", "string", "Column name.")],
    { type: "array", description: "The field's values in row order, e.g. `['Ranks', 'Cosmetics']`." },
    ["An unknown field is an error listing the table's fields."],
    (_env, state, field) => {
      const column = checkField("query().pluck", state, field)
      return run({ ...state, limit: state.limit ?? 100 }).map(row => row[column])
    },
  ),
]

export const queryBuilderFunctions: FunctionDefinition[] = [
  {
    kind: "function",
    category: "query-builder",
    name: "query",
    signature: "query(table)",
    summary:
      "Starts a read-only query on one of the website's tables; chain methods and end with `get()`, `first()`, `count()` or `pluck()`.",
    args: [
      req(
        "table",
        "string",
        `Table name: ${Object.keys(TABLES)
          .map(t => `\`'${t}'\``)
          .join(", ")}.`,
      ),
    ],
    returns: {
      type: "builder",
      description: "A builder with the methods `where`, `order_by`, `limit`, `get`, `first`, `count` and `pluck`.",
    },
    notes: [
      "An unknown table is an error that lists the tables.",
      "Tables hold what the website shows publicly: no emails, balances or payment details.",
      "With the forum module switched off in Dashboard → Modules (`'forum'` missing from `site.modules`), `forum_threads` has no rows.",
    ],
    impl: (env, table) => builder(env, openTable(env, table)),
  },
  ...methodDefinitions,
]
