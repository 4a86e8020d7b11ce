/**
 * Turns whatever a render threw into a reader-facing message and, where it can be found, a
 * line. Twig.js messages are rewritten into plain words; its internals stay out of sight.
 */
import { isTemplateError, type ErrorOrigin } from "./errors"
import { closest, escapeRegExp, firstLine, lineAt } from "./support/lines"
import type { SourceSpan } from "./support/spans"
import { findTagProblem, findUnclosedQuote } from "./support/tags"
import { twigInternals } from "./twig-internals"
import type { TemplateErrorInfo } from "./types"

const OPENERS: Record<string, string> = { "}}": "{{", "-}}": "{{", "%}": "{%", "-%}": "{%", "#}": "{#" }
const TOKEN_NAMES: Record<string, string> = {
  variable: "a variable",
  string: "a string",
  number: "a number",
  bool: "a boolean",
  null: "null",
  "operator.binary": "an operator",
  "operator.unary": "an operator",
  filter: "a filter",
  _function: "a function call",
  "parameter.end": "a closing parenthesis",
  "parameter.start": "an opening parenthesis",
  "array.end": "a closing bracket",
  "object.end": "a closing brace",
  comma: "a comma",
  "key.period": "an attribute",
}

/** The line where a name is first used in the way its kind is written. */
export function lineOfOrigin(source: string, origin: ErrorOrigin): number | undefined {
  const name = escapeRegExp(origin.name)
  switch (origin.kind) {
    case "filter":
      return firstLine(source, new RegExp(`\\|\\s*${name}\\b`))
    case "function":
      return firstLine(source, new RegExp(`(?:^|[^\\w.|])${name}\\s*\\(`))
    case "method":
      return firstLine(source, new RegExp(`\\.\\s*${name}\\s*\\(`))
    case "tag":
      return firstLine(source, new RegExp(`\\{%-?\\s*${name}\\b`))
  }
}

/**
 * The line of a failing call: its use inside the tag that was running when it failed (the same
 * name may be used on other lines too), else its first use, else the start of that tag.
 */
export function lineOfError(
  source: string,
  origin: ErrorOrigin | undefined,
  span: SourceSpan | undefined,
): number | undefined {
  const usable = span !== undefined && span.end <= source.length
  if (origin === undefined) return usable ? lineAt(source, span.start) : undefined
  if (usable) {
    const within = lineOfOrigin(source.slice(span.start, span.end), origin)
    if (within !== undefined) return lineAt(source, span.start) + within - 1
  }
  return lineOfOrigin(source, origin) ?? (usable ? lineAt(source, span.start) : undefined)
}

function suggestion(name: string, candidates: string[]): string {
  const match = closest(name, candidates)
  return match ? `. Did you mean "${match}"?` : ""
}

function tokenName(type: string): string {
  const key = type.replace(/^Twig\.expression\.type\./, "")
  return TOKEN_NAMES[key] ?? key.replace(/[._]/g, " ")
}

function fromTwigMessage(message: string, source: string): TemplateErrorInfo {
  let m: RegExpExecArray | null
  if ((m = /Unable to find closing bracket '(.+?)' opened near template position (\d+)/.exec(message))) {
    const line = lineAt(source, Math.max(0, Number(m[2]) - 1))
    return { message: `Unclosed "${OPENERS[m[1]] ?? m[1]}" on line ${line}: add "${m[1].replace(/^-/, "")}"`, line }
  }
  if ((m = /^Unable to find filter (\w+)/.exec(message))) {
    const origin: ErrorOrigin = { kind: "filter", name: m[1] }
    return {
      message: `Unknown filter "${m[1]}"${suggestion(m[1], Object.keys(twigInternals().filters))}`,
      line: lineOfOrigin(source, origin),
    }
  }
  if ((m = /^(\w+) function does not exist/.exec(message))) {
    const origin: ErrorOrigin = { kind: "function", name: m[1] }
    return {
      message: `Unknown function "${m[1]}"${suggestion(m[1], Object.keys(twigInternals().functions))}`,
      line: lineOfOrigin(source, origin),
    }
  }
  if (/^Unable to find an end tag for/.test(message) || /^Unclosed string/.test(message))
    return fromSourceScan(source, message)
  if ((m = /^Unable to parse '([\s\S]*)' at template position\s*\d+/.exec(message))) {
    // The position Twig.js reports is inside the expression, not the template: locate the text instead.
    const text = m[1].trim()
    return {
      message: `Unable to parse "${text}"`,
      line: text === "" ? undefined : firstLine(source, new RegExp(escapeRegExp(text))),
    }
  }
  if ((m = /^Unable to parse '([\s\S]*)'$/.exec(message))) {
    const tag = m[1].trim().split(/\s+/)[0] ?? ""
    if (tag === "")
      return {
        message: 'Empty "{% %}" tag: write a tag name such as "if" or "for"',
        line: firstLine(source, /\{%-?\s*-?%\}/),
      }
    const line = firstLine(source, new RegExp(`\\{%-?\\s*${escapeRegExp(tag)}\\b`))
    const tags = Object.keys(twigInternals().logic.handler).map(type => type.replace(/^Twig\.logic\.type\./, ""))
    if (tags.includes(tag)) return { message: `Invalid "{% ${tag} %}" tag: check its syntax`, line }
    return {
      message: `Unknown tag "${tag}"${suggestion(
        tag,
        tags.filter(name => !name.startsWith("end")),
      )}`,
      line,
    }
  }
  if ((m = /^(\S+) cannot follow (?:an? )?(\S+) at template:\d+ near '([\s\S]*?)\.\.\.'/.exec(message))) {
    const near = m[3].trim().split(/\s+/)[0] ?? ""
    return {
      message: `Unexpected "${near}" after ${tokenName(m[2])}`,
      line: near === "" ? undefined : firstLine(source, new RegExp(escapeRegExp(near))),
    }
  }
  return { message: message.replace(/^TwigException:\s*/, "") }
}

/** Block and quote problems found by scanning the source, when Twig.js gives no usable detail. */
function fromSourceScan(source: string, fallback: string): TemplateErrorInfo {
  const problem = findTagProblem(source)
  if (problem?.kind === "unclosed")
    return {
      message: `Unclosed "{% ${problem.tag} %}" on line ${problem.line}: add "{% end${problem.tag} %}"`,
      line: problem.line,
    }
  if (problem?.kind === "unexpected") {
    const open = problem.open
      ? `"{% ${problem.open.tag} %}" from line ${problem.open.line} is still open`
      : `no "{% ${problem.tag.slice(3)} %}" is open`
    return { message: `Unexpected "{% ${problem.tag} %}" on line ${problem.line}: ${open}`, line: problem.line }
  }
  const quote = findUnclosedQuote(source)
  if (quote !== undefined || /Unclosed string/.test(fallback))
    return { message: `Unclosed string: a quote is never closed${quote ? ` (line ${quote})` : ""}`, line: quote }
  return { message: "The template could not be parsed: check that every tag, bracket and quote is closed" }
}

export function toErrorInfo(error: unknown, source: string): TemplateErrorInfo {
  if (isTemplateError(error)) return { message: error.message, line: lineOfError(source, error.origin, error.span) }
  if (error instanceof RangeError) {
    // V8 says "Maximum call stack size exceeded" for runaway recursion; other RangeErrors
    // (`range(1, 1e9)` asks for an array too large to exist) are about size.
    return /call stack/i.test(error.message)
      ? { message: "The template recurses too deeply (a macro or block calls itself without end)" }
      : { message: "The template asks for a list or text too large to build: use a smaller range or repeat count" }
  }
  const message =
    typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string"
      ? (error as { message: string }).message
      : ""
  const isTwig = typeof error === "object" && error !== null && (error as { type?: unknown }).type === "TwigException"
  // Twig.js internals crash with TypeErrors on some malformed templates (a stray `{% endif %}`).
  if (!isTwig || message === "") return fromSourceScan(source, message)
  return fromTwigMessage(message, source)
}
