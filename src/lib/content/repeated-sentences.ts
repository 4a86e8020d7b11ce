/**
 * Repeated sentences: the same long sentence copied onto several pages is padding for the reader
 * and a fact that drifts when one copy is edited. Each explanation has one page that owns it;
 * the others link to it. This module finds sentences of `minLength` or more characters that
 * appear verbatim (after whitespace is normalised) on two or more pages.
 *
 * What counts as prose: paragraphs, list items, headings, admonition bodies and table cells.
 * What does not: the YAML frontmatter, fenced code, `import`/`export` lines, JSX tags and their
 * attributes, `{/* comments *\/}` and link targets (a link counts as its text).
 */

export interface SourcePage {
  file: string
  /** The MDX source; a leading `---` frontmatter block is skipped. */
  source: string
}

export interface AllowedSentence {
  sentence: string
  reason: string
}

export interface RepeatedSentence {
  sentence: string
  /** Every page the sentence appears on, sorted; always two or more. */
  files: string[]
}

export const MIN_SENTENCE_LENGTH = 70

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---[^\n]*(\n|$)/
const FENCE = /^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm
const IMPORT_EXPORT = /^(import|export)\s[^\n]*$/gm
const JSX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g
// An opening, closing or self-closing JSX/HTML tag, attributes included (quoted values may hold `>`).
const JSX_TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+(?:[^"'{}>]|"[^"]*"|'[^']*'|\{[^}]*\})*)?\/?>/g
// A sentence ends at . ! or ? followed by whitespace (a closing quote, bracket or emphasis may sit between).
// A Markdown link counts as its text: the target is not prose, and "[Related page](/long/route)" is short.
const LINK = /(!?)\[([^\]]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g
const SENTENCE_END = /(?<=[.!?][)\]"'*_`]*)\s+/

/** Removes everything that is not prose: frontmatter, code, imports, JSX tags and comments. */
export function stripNonProse(source: string): string {
  return source
    .replace(FRONTMATTER, "")
    .replace(FENCE, "\n")
    .replace(IMPORT_EXPORT, "")
    .replace(JSX_COMMENT, " ")
    .replace(JSX_TAG, "\n\n")
    .replace(LINK, (_, image: string, text: string) => (image ? " " : text))
}

function isTableRule(cell: string): boolean {
  return /^:?-{3,}:?$/.test(cell)
}

/** The prose blocks of a page: paragraphs, list items, headings and table cells. */
function blocksOf(prose: string): string[] {
  const blocks: string[] = []
  for (const paragraph of prose.split(/\n[ \t]*\n/)) {
    let current: string[] = []
    const flush = () => {
      if (current.length) blocks.push(current.join(" "))
      current = []
    }
    for (const line of paragraph.split("\n")) {
      const trimmed = line.trim()
      if (trimmed.startsWith("|")) {
        flush()
        blocks.push(...trimmed.split(/(?<!\\)\|/).map(cell => cell.trim()).filter(cell => cell && !isTableRule(cell)))
      } else if (/^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>\s?)/.test(trimmed)) {
        flush()
        current.push(trimmed.replace(/^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>\s?)/, ""))
      } else {
        current.push(trimmed)
      }
    }
    flush()
  }
  return blocks
}

/** Collapses runs of whitespace to one space and trims. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim()
}

/** Sentences compare without their final punctuation: a table cell often drops the full stop. */
function sentenceKey(sentence: string): string {
  return sentence.replace(/[.!?:;,]+$/, "")
}

/** The sentences of an MDX page, whitespace normalised, in page order. */
export function sentencesOf(source: string): string[] {
  return blocksOf(stripNonProse(source))
    .flatMap(block => normalise(block).split(SENTENCE_END))
    .map(normalise)
    .filter(sentence => sentence.length > 0)
}

/**
 * Sentences of at least `minLength` characters found on two or more pages, minus the allowed
 * ones, sorted by sentence. A sentence repeated within one page is not reported.
 */
export function findRepeatedSentences(
  pages: readonly SourcePage[],
  options: { minLength?: number; allow?: readonly AllowedSentence[] } = {},
): RepeatedSentence[] {
  const minLength = options.minLength ?? MIN_SENTENCE_LENGTH
  const allowed = new Set((options.allow ?? []).map(entry => sentenceKey(normalise(entry.sentence))))
  const seen = new Map<string, { sentence: string; files: Set<string> }>()
  for (const page of pages) {
    for (const sentence of sentencesOf(page.source)) {
      const key = sentenceKey(sentence)
      if (sentence.length < minLength || allowed.has(key)) continue
      const entry = seen.get(key) ?? { sentence, files: new Set<string>() }
      entry.files.add(page.file)
      seen.set(key, entry)
    }
  }
  return [...seen.values()]
    .filter(({ files }) => files.size > 1)
    .map(({ sentence, files }) => ({ sentence, files: [...files].sort() }))
    .sort((a, b) => a.sentence.localeCompare(b.sentence))
}

/** One line a writer can act on: every file and the sentence. */
export function describeRepeat(repeat: RepeatedSentence): string {
  const files = repeat.files
  const named = files.length === 2 ? `${files[0]} and ${files[1]} both` : `${files.slice(0, -1).join(", ")} and ${files.at(-1)} all`
  return `${named} say: "${repeat.sentence}"`
}

/** Allow-list entries that no longer match any repeat: stale entries should be deleted. */
export function unusedAllowEntries(
  pages: readonly SourcePage[],
  allow: readonly AllowedSentence[],
  minLength = MIN_SENTENCE_LENGTH,
): AllowedSentence[] {
  const found = new Set(findRepeatedSentences(pages, { minLength }).map(r => sentenceKey(r.sentence)))
  return allow.filter(entry => !found.has(sentenceKey(normalise(entry.sentence))))
}
