/**
 * Search records: one per heading and one per block of text, each with the
 * hierarchy it sits in, so a hit can show "Store › Products › Commands" and link to the
 * exact anchor. The same records feed the embedded index and the hosted index.
 */
import { isSignpost } from "./signposts"

/** Added to a signpost record's weight: after every real answer (weights run 1–7). */
const SIGNPOST_PENALTY = 10

export type Level = "lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6"
export type Hierarchy = Record<Level, string | null>
export type DocTag = "docs" | "api"

/** Which doc tag (docs or API reference) a path belongs to: the one home of this rule. */
export const docTagOfUrl = (url: string): DocTag =>
  url === "/api" || url.startsWith("/api/") || url.startsWith("/api#") ? "api" : "docs"

/**
 * The page that explains once what the pages of its part share: the API introduction (keys,
 * errors, rate limits) for the endpoint pages. The docs' welcome page is not one: it points to
 * every page rather than explaining what they have in common.
 */
export const isSharedReference = (url: string) => /^\/api\/?(#|$)/.test(url)

/**
 * Pages for theme developers: the Twig language, its filters and functions, the global
 * variables, and what a theme's scripts read (the local API, the data endpoints, Turbo). They
 * mention every feature a theme can show ("top donors", "server status", "group badges") in
 * the words of the guides that set the feature up.
 */
export const isThemeReference = (url: string) =>
  /^\/website-designs\/((filters|functions)\/|([^/#]*-twig|global-variables|local-api|data-endpoints|turbo-js)(#|$))/.test(
    url,
  )

export interface SearchRecord {
  objectID: string
  hierarchy: Hierarchy
  content: string | null
  type: Level | "content"
  url: string
  language: "en"
  docTag: DocTag
  /** Lower is more important: the page itself, then headings by level, then text. */
  weight: number
}

/** One page reduced to what search needs, in reading order. */
export interface PageBlocks {
  path: string
  docTag: DocTag
  /** Top-level section label (lvl0), e.g. "Store", "Integrations", "API". */
  section: string
  title: string
  /** The page's one-sentence summary (its meta description): what the page is for, in few words. */
  description?: string
  blocks: ({ kind: "heading"; level: number; id: string; text: string } | { kind: "text"; text: string })[]
}

/** The hierarchy levels of a record, top (section) to deepest heading: the one list of them. */
export const LEVELS: readonly Level[] = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"]
const MAX_CONTENT = 800

const clean = (text: string) => text.replace(/\s+/g, " ").trim()

export function recordsFromPage(page: PageBlocks): SearchRecord[] {
  const hierarchy: Hierarchy = {
    lvl0: page.section,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  }
  let anchor = ""
  let position = 0
  let pending = ""
  const records: SearchRecord[] = []
  const push = (type: SearchRecord["type"], content: string | null, weight: number) => {
    const url = anchor ? `${page.path}#${anchor}` : page.path
    // Signposts rank after answers in the hosted index too (its custom ranking is by weight).
    const levels = LEVELS.map(level => hierarchy[level]).filter(Boolean)
    records.push({
      objectID: `${page.path}#${anchor}:${position++}`,
      hierarchy: { ...hierarchy },
      content,
      type,
      url,
      language: "en",
      docTag: page.docTag,
      weight: isSignpost(url, levels) ? weight + SIGNPOST_PENALTY : weight,
    })
  }
  // Text under one heading becomes records of up to MAX_CONTENT characters: enough context
  // for a snippet, and a fraction of the records (and index size) of one per paragraph.
  const flush = () => {
    if (pending) push("content", pending, 7)
    pending = ""
  }
  // The page's own record carries its summary: a reader's task is often worded like it.
  push("lvl1", page.description ? clean(page.description) : null, 1)
  for (const block of page.blocks) {
    if (block.kind === "heading") {
      flush()
      const level = Math.min(Math.max(block.level, 2), 6)
      hierarchy[LEVELS[level]] = clean(block.text)
      for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[LEVELS[deeper]] = null
      anchor = block.id
      push(LEVELS[level], null, level)
      continue
    }
    const text = clean(block.text)
    if (text.length < 3) continue
    if (pending && pending.length + text.length + 1 > MAX_CONTENT) flush()
    pending = pending ? `${pending} ${text}` : text
    if (pending.length > MAX_CONTENT) {
      pending = `${pending.slice(0, MAX_CONTENT - 1)}…`
      flush()
    }
  }
  flush()
  return records
}
