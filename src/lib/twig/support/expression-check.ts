/**
 * Twig.js compiles some broken `{{ }}` expressions without complaint and prints junk: an
 * unclosed call (`user.username|upper(`) prints "[object Object]", a missing operand (`1 +`)
 * prints "NaN". This scan of one expression finds unbalanced brackets and binary operators
 * with nothing after them, so the engine can stop with an error instead. It only looks at
 * brackets, strings and operators; everything else is left to Twig.js.
 */

const CLOSERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" }
/** Longest first, so `**` is not read as two `*`. */
const SYMBOL_OPERATORS = [
  "<=>",
  "**",
  "//",
  "==",
  "!=",
  "<=",
  ">=",
  "??",
  "?:",
  "..",
  "+",
  "-",
  "*",
  "/",
  "%",
  "~",
  "<",
  ">",
  "?",
  "|",
]
const WORD_OPERATORS = new Set(["and", "or", "not", "in", "is", "matches", "b-and", "b-or", "b-xor"])
const QUOTE_LIMIT = 40

type Token = { kind: "operator"; text: string } | { kind: "open" | "close"; text: string } | { kind: "comma" | "value" }

function tokens(expression: string): Token[] {
  const result: Token[] = []
  let i = 0
  while (i < expression.length) {
    const ch = expression[i]
    if (/\s/.test(ch)) {
      i += 1
    } else if (ch === "'" || ch === '"') {
      // A string: skip to its closing quote. An unclosed string is reported by the engine's own check.
      let end = i + 1
      while (end < expression.length && expression[end] !== ch) end += expression[end] === "\\" ? 2 : 1
      result.push({ kind: "value" })
      i = end + 1
    } else if (ch in CLOSERS || Object.values(CLOSERS).includes(ch)) {
      result.push({ kind: ch in CLOSERS ? "open" : "close", text: ch })
      i += 1
    } else if (ch === ",") {
      result.push({ kind: "comma" })
      i += 1
    } else {
      const word = /^(?:b-(?:and|or|xor)\b|[A-Za-z_][\w]*|\d+(?:\.\d+)?)/.exec(expression.slice(i))?.[0]
      if (word !== undefined) {
        // `user.is` or `{in: 1}` use a word as a name, not as an operator.
        const name = expression[i - 1] === "." || /^\s*:(?!:)/.test(expression.slice(i + word.length))
        result.push(WORD_OPERATORS.has(word) && !name ? { kind: "operator", text: word } : { kind: "value" })
        i += word.length
        continue
      }
      const symbol = SYMBOL_OPERATORS.find(op => expression.startsWith(op, i))
      result.push(symbol === undefined ? { kind: "value" } : { kind: "operator", text: symbol })
      i += symbol?.length ?? 1
    }
  }
  return result
}

function quoted(expression: string): string {
  const short = expression.length > QUOTE_LIMIT ? `${expression.slice(0, QUOTE_LIMIT)}…` : expression
  return `"{{ ${short} }}"`
}

/** The problem of one `{{ }}` expression as a reader-facing message, or undefined when none is found. */
export function findExpressionProblem(expression: string): string | undefined {
  const open: string[] = []
  let previous: Token | undefined
  for (const token of [...tokens(expression), { kind: "close", text: "" } as const]) {
    const ends = token.kind === "close" || token.kind === "comma"
    if (ends && previous?.kind === "operator") {
      const what = previous.text === "|" ? "a filter name" : "a value"
      return `Missing ${what} after "${previous.text}" in ${quoted(expression)}`
    }
    if (token.kind === "open") open.push(token.text)
    if (token.kind === "close") {
      const expected = open.length > 0 ? CLOSERS[open[open.length - 1]] : ""
      if (token.text === "" && expected !== "")
        return `Unclosed "${open[open.length - 1]}" in ${quoted(expression)}: add "${expected}"`
      if (token.text !== expected)
        return `Unexpected "${token.text}" in ${quoted(expression)}${expected ? `: expected "${expected}"` : ""}`
      open.pop()
    }
    previous = token
  }
  return undefined
}
