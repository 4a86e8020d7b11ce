/**
 * A small scanner for block tags and quotes. Twig.js reports an unclosed `{% if %}` without a
 * line and crashes with a TypeError on a stray `{% endif %}`; this finds both with their lines.
 */
import { blankOutLiterals, lineAt } from "./lines"

const BLOCKS = ["if", "for", "block", "macro", "apply", "filter", "spaceless", "with", "embed", "set"]

export interface TagProblem {
  kind: "unclosed" | "unexpected"
  tag: string
  line: number
  /** For a mismatched end tag: the block that is still open. */
  open?: { tag: string; line: number }
}

export function findTagProblem(source: string): TagProblem | undefined {
  const text = blankOutLiterals(source)
  const stack: { tag: string; line: number }[] = []
  for (const match of text.matchAll(/\{%-?\s*(\w+)([\s\S]*?)-?%\}/g)) {
    const [, tag, rest] = match
    const line = lineAt(source, match.index ?? 0)
    // `{% set x = 1 %}` and `{% block title 'Shop' %}` are complete in one tag.
    const opens =
      BLOCKS.includes(tag) && !(tag === "set" && rest.includes("=")) && !(tag === "block" && rest.trim().includes(" "))
    if (opens) {
      stack.push({ tag, line })
    } else if (tag.startsWith("end")) {
      const top = stack[stack.length - 1]
      if (top?.tag === tag.slice(3)) stack.pop()
      else return { kind: "unexpected", tag, line, open: top }
    }
  }
  const top = stack[stack.length - 1]
  return top ? { kind: "unclosed", tag: top.tag, line: top.line } : undefined
}

/** Line of a quote inside `{{ }}` / `{% %}` that is never closed. */
export function findUnclosedQuote(source: string): number | undefined {
  const text = blankOutLiterals(source)
  for (const open of text.matchAll(/\{\{|\{%/g)) {
    const close = open[0] === "{{" ? "}}" : "%}"
    let quote: { char: string; at: number } | null = null
    for (let i = (open.index ?? 0) + 2; i < text.length; i += 1) {
      const ch = text[i]
      if (quote) {
        if (ch === quote.char && text[i - 1] !== "\\") quote = null
      } else if (ch === '"' || ch === "'") {
        quote = { char: ch, at: i }
      } else if (text.startsWith(close, i)) {
        break
      }
      if (quote && i === text.length - 1) return lineAt(source, quote.at)
    }
  }
  return undefined
}
