/** Debug functions for building themes in the HTML editor; they never reach visitors' logs. */
import { TemplateError } from "../errors"
import { opt, req, rest } from "../support/define"
import { escapeHtml } from "../support/escape"
import { toJson, typeLabel } from "../support/serialize"
import { asText, expectString } from "../support/values"
import type { FunctionDefinition } from "../types"

export const debugFunctions: FunctionDefinition[] = [
  {
    kind: "function",
    category: "debug",
    name: "dump",
    signature: "dump(value)",
    summary: "Prints a value as indented JSON in a `<pre>` block, to see what a variable holds.",
    args: [req("value", "mixed", "Any value, e.g. `store.products[0]` or `servers`.")],
    returns: { type: "string (HTML)", description: 'Safe HTML: `<pre class="qf-dump">` with the escaped JSON.' },
    notes: [
      'Dates print as ISO 8601 strings, functions as `"[function]"`, repeated references as `"[circular]"`, and nesting stops at 8 levels.',
      "Calling it without a value is an error; to list the variables, dump one of the globals such as `site`.",
    ],
    safe: true,
    impl: (_env, value) => `<pre class="qf-dump">${escapeHtml(toJson(value))}</pre>`,
  },
  {
    kind: "function",
    category: "debug",
    name: "type_of",
    signature: "type_of(value)",
    summary: "Names the type of a value, using the type names of this reference.",
    args: [req("value", "mixed", "Any value.")],
    returns: {
      type: "string",
      description: '`"null"`, `"bool"`, `"int"`, `"number"`, `"string"`, `"array"`, `"object"` or `"date"`.',
    },
    notes: ['An undefined variable is `"null"`, as Twig treats it.', "Calling it without a value is an error."],
    impl: (_env, value) => typeLabel(value),
  },
  {
    kind: "function",
    category: "debug",
    name: "log",
    signature: "log(...values)",
    summary: "Writes values to the editor's log panel without changing the page.",
    args: [
      rest(
        "values",
        "mixed",
        "Values to write; strings as they are, everything else as compact JSON, separated by spaces.",
      ),
    ],
    returns: { type: "string", description: "An empty string, so `{{ log(...) }}` prints nothing." },
    notes: [
      "Each call writes one line; calling it without values writes an empty line.",
      "The log is shown in the HTML editor and the playground only, never to visitors.",
    ],
    impl: (env, ...values) => {
      env.log.push(values.map(v => asText(v) ?? toJson(v, 0)).join(" "))
      return ""
    },
  },
  {
    kind: "function",
    category: "debug",
    name: "assert",
    signature: "assert(condition, message = 'Assertion failed')",
    summary: "Stops rendering with an error when a condition is false, to catch wrong data while building a theme.",
    args: [
      req("condition", "mixed", "Any value; Twig truthiness applies (`0`, `''`, `null` and empty lists are false)."),
      opt("message", "string", "'Assertion failed'", "Error message to show."),
    ],
    returns: { type: "string", description: "An empty string when the condition holds." },
    notes: [
      "A false condition is an error reading `assert: <message>`, with the line of the call.",
      "A message that is not a string is an error.",
    ],
    impl: (_env, condition, message) => {
      const text = expectString("assert", message ?? "Assertion failed", "message to be a string")
      const empty = Array.isArray(condition)
        ? condition.length === 0
        : asText(condition) === "" || asText(condition) === "0"
      if (!condition || empty) throw new TemplateError(`assert: ${text}`)
      return ""
    },
  },
]
