/** HTML filters: turn text players and owners type into safe markup, and build attributes. */
import { opt } from "../support/define"
import { escapeHtml, hasUnsafeScheme } from "../support/escape"
import { htmlToText, linkifyHtml, linkifyText, markdownToHtml, paragraphs } from "../support/text-html"
import { asText, entriesOf, expectInt, expectString, expected, fail, isRecord, isSafeHtml } from "../support/values"
import type { FilterDefinition } from "../types"

const TEXT_NOTE = "A value that is not a string is an error naming the filter; use `default('')` for optional text."
const ESCAPE_NOTE = "Text is HTML-escaped before markup is added, so `<script>` typed by a player prints as text."
/** Twig 3's `pre_escape`: input that is already safe HTML is not escaped again. */
const SAFE_INPUT_NOTE =
  "Safe HTML, such as the output of another HTML filter or markup captured with `{% set %}`, is used as it is, not escaped again."
const ATTR_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/
const URL_ATTRS = new Set(["href", "src", "action", "formaction", "poster", "xlink:href"])

function attributeValue(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map(item => attributeValue(name, item)).join(" ")
  if (typeof value === "number") return String(value)
  const text = asText(value)
  if (text === undefined) expected("attrs", `a string, number, bool or list for "${name}"`, value)
  return text
}

function classList(name: string, value: unknown): string[] {
  if (value === null || value === undefined || value === false) return []
  if (Array.isArray(value)) return value.flatMap(item => classList(name, item))
  if (isRecord(value))
    return entriesOf(value)
      .filter(([, on]) => Boolean(on))
      .map(([cls]) => cls)
  const text = asText(value)
  if (text === undefined) expected(name, "class names as a string, a list or a map of name → condition", value)
  return text.split(/\s+/).filter(cls => cls !== "")
}

export const htmlFilters: FilterDefinition[] = [
  {
    kind: "filter",
    category: "html",
    name: "excerpt",
    signature: "value|excerpt(words = 30, ellipsis = '…')",
    summary: "Shortens text or HTML to its first words as plain text, for cards and previews.",
    args: [
      opt("words", "int", "30", "How many words to keep, 1–1000."),
      opt("ellipsis", "string", "'…'", "Appended when words were cut."),
    ],
    returns: {
      type: "string",
      description: "Plain text (tags removed, whitespace collapsed); it is escaped on output like any text.",
    },
    notes: [
      TEXT_NOTE,
      "Common entities (`&amp;`, `&lt;`, `&quot;`, `&nbsp;`) are decoded so they are not escaped twice.",
    ],
    impl: (_env, value, words, ellipsis) => {
      const limit =
        words === undefined || words === null
          ? 30
          : expectInt("excerpt", words, 1, 1000, "words to be an integer from 1 to 1000")
      const suffix = expectString("excerpt", ellipsis ?? "…", "ellipsis to be a string")
      const all = htmlToText(expectString("excerpt", value))
        .split(" ")
        .filter(w => w !== "")
      return all.length <= limit ? all.join(" ") : `${all.slice(0, limit).join(" ")}${suffix}`
    },
  },
  {
    kind: "filter",
    category: "html",
    name: "linkify",
    signature: "value|linkify",
    summary: "Turns http and https addresses in plain text into links that open in a new tab.",
    args: [],
    returns: {
      type: "string (HTML)",
      description:
        'Safe HTML with `<a href="…" rel="nofollow ugc noopener" target="_blank">`; trailing punctuation stays outside the link.',
    },
    notes: [
      TEXT_NOTE,
      ESCAPE_NOTE,
      SAFE_INPUT_NOTE,
      "Only `http://` and `https://` addresses become links; in safe HTML, addresses inside tags and existing links stay as they are.",
    ],
    safe: true,
    impl: (_env, value) => (isSafeHtml(value) ? linkifyHtml : linkifyText)(expectString("linkify", value)),
  },
  {
    kind: "filter",
    category: "html",
    name: "nl2p",
    signature: "value|nl2p",
    summary: "Wraps plain text in paragraphs: blank lines start a new `<p>`, single line breaks become `<br>`.",
    args: [],
    returns: {
      type: "string (HTML)",
      description: "Safe HTML, one `<p>` per paragraph joined by newlines; empty text gives an empty string.",
    },
    notes: [TEXT_NOTE, ESCAPE_NOTE, SAFE_INPUT_NOTE],
    safe: true,
    impl: (_env, value) => {
      const text = expectString("nl2p", value)
      return paragraphs(text, isSafeHtml(value) ? line => line : escapeHtml)
        .map(p => `<p>${p}</p>`)
        .join("\n")
    },
  },
  {
    kind: "filter",
    category: "html",
    name: "markdown",
    signature: "value|markdown",
    summary: "Renders a small Markdown subset for announcements and product descriptions.",
    args: [],
    returns: {
      type: "string (HTML)",
      description: "Safe HTML: `<p>`, `<ul><li>`, `<strong>`, `<em>`, `<code>` and `<a>`.",
    },
    notes: [
      "Supported: paragraphs (blank line), line breaks, `-`/`*` bullet lists, `**bold**`, `*italic*` or `_italic_`, `` `code` `` and `[text](url)`; everything else is printed as text.",
      "Raw HTML is escaped, not rendered; links keep only `http(s)://`, `mailto:`, `/path` and `#anchor` targets, other targets print the link text alone.",
      SAFE_INPUT_NOTE,
      TEXT_NOTE,
    ],
    safe: true,
    impl: (_env, value) => markdownToHtml(expectString("markdown", value), !isSafeHtml(value)),
  },
  {
    kind: "filter",
    category: "html",
    name: "attrs",
    signature: "value|attrs",
    summary: "Builds an HTML attribute string from a map, for tags whose attributes depend on data.",
    args: [],
    returns: {
      type: "string (HTML)",
      description: 'Safe `name="value"` pairs separated by spaces, e.g. `href="/store" class="btn active" disabled`.',
    },
    notes: [
      "`true` writes the bare attribute, `false` and `null` leave it out, lists are joined with spaces; values are HTML-escaped.",
      "A value that is not a map, an invalid attribute name or a nested map is an error naming the filter.",
      "URL attributes (`href`, `src`, `action`, …) refuse schemes other than http(s), mailto and tel, so a `javascript:` link from user data cannot run.",
    ],
    safe: true,
    impl: (_env, value) => {
      if (!isRecord(value)) return expected("attrs", "a map of attribute names to values", value)
      return entriesOf(value)
        .filter(([, v]) => v !== false && v !== null && v !== undefined)
        .map(([name, v]) => {
          if (!ATTR_NAME.test(name)) fail("attrs", `invalid attribute name ${JSON.stringify(name)}`)
          if (v === true) return name
          const text = attributeValue(name, v)
          if (URL_ATTRS.has(name.toLowerCase()) && hasUnsafeScheme(text))
            fail(
              "attrs",
              `refused ${JSON.stringify(text.slice(0, 40))} in "${name}": only http(s), mailto, tel and relative URLs are allowed`,
            )
          return `${name}="${escapeHtml(text)}"`
        })
        .join(" ")
    },
  },
  {
    kind: "filter",
    category: "html",
    name: "class_names",
    signature: "value|class_names",
    summary: "Joins class names from a list or a map of name → condition, skipping empty and false entries.",
    args: [],
    returns: {
      type: "string",
      description: '`"btn btn-primary active"`; each class appears once, in first-seen order.',
    },
    notes: ["Lists may mix strings, `null`/`false` (skipped) and maps; any other value is an error naming the filter."],
    impl: (_env, value) => [...new Set(classList("class_names", value))].join(" "),
  },
]
