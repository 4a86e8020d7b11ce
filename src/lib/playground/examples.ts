/**
 * Live examples as the docs write them: a ```` ```twig live ```` fence, optionally followed
 * by the output it must produce in a fence whose meta says `output`
 * (```` ```html output ```` or ```` ```text output ````). One reading for the remark plugin
 * and the doctest, so both agree on what an example is.
 */
export interface LiveExample {
  /** 1-based position among the page's live examples, for messages. */
  index: number
  /** Line of the opening fence in the page. */
  line: number
  source: string
  /** The documented output, or null when the example prints none. */
  expected: string | null
}

const FENCE = /^(`{3,}|~{3,})(\S*)[ \t]*(.*)$/

export const isLiveMeta = (lang: string | null | undefined, meta: string | null | undefined) =>
  lang === "twig" && /(^|\s)live(\s|$)/.test(meta ?? "")

export const isOutputMeta = (meta: string | null | undefined) => /(^|\s)output(\s|$)/.test(meta ?? "")

interface Fence {
  line: number
  lang: string
  meta: string
  value: string
}

function fences(markdown: string): Fence[] {
  const lines = markdown.split("\n")
  const found: Fence[] = []
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i].trim())
    if (!open) continue
    const marker = open[1]
    const body: string[] = []
    let j = i + 1
    while (j < lines.length && !lines[j].trim().startsWith(marker)) body.push(lines[j++])
    found.push({ line: i + 1, lang: open[2], meta: open[3], value: body.join("\n") })
    i = j
  }
  return found
}

export function extractLiveExamples(markdown: string): LiveExample[] {
  const all = fences(markdown)
  const examples: LiveExample[] = []
  all.forEach((fence, i) => {
    if (!isLiveMeta(fence.lang, fence.meta)) return
    const next = all[i + 1]
    const between = next
      ? markdown
          .split("\n")
          .slice(fence.line + fence.value.split("\n").length + 1, next.line - 1)
          .join("\n")
          .trim()
      : ""
    // The output belongs to the example only when nothing but blank lines separates them.
    const expected = next && isOutputMeta(next.meta) && between === "" ? next.value : null
    examples.push({ index: examples.length + 1, line: fence.line, source: fence.value, expected })
  })
  return examples
}

/** How an example's result is compared with its documented output, and how an error reads. */
export function outputOf(
  result: { ok: true; html: string } | { ok: false; error: { message: string; line?: number } },
): string {
  if (result.ok) return result.html.trim()
  return result.error.line ? `Line ${result.error.line}: ${result.error.message}` : result.error.message
}
