import { QUERY_STOP_WORDS } from "../../lib/search/stop-words"

/** Where a search hit's words are never marked: code keeps its exact text, marks don't nest. */
const SKIP = "pre, code, kbd, samp, script, style, textarea, svg, mark, button, .twig-playground"

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Query words worth marking: two characters or more, each once, without the words the search
 * itself ignores ("the", "how", "my"), which would mark most of the page.
 */
export function highlightWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}\p{N}._'-]+/u)
    .map(word => word.replace(/^['._-]+|['._-]+$/g, ""))
    .filter(word => word.length >= 2 && !QUERY_STOP_WORDS.has(word))
  return [...new Set(words)]
}

/** Up to three characters a word matches whole (and its plural): "key" marks "keys", not "keyboard". */
const SHORT = 3

/**
 * Wraps every word of the article's prose that starts with one of `words` in
 * <mark class="search-term">, so a reader arriving from a search hit sees why it matched.
 * Text nodes only: the article's structure, links and code blocks are left as they are.
 * Returns how many words were marked.
 */
export function highlightTerms(root: Element, words: string[]): number {
  if (words.length === 0) return 0
  // A longer word is marked from its start (the index matches prefixes: "pay" finds "PayPal",
  // "connect" finds "connection"); a short one only whole, or "my" would mark "mysql".
  const alternatives = words.map(word =>
    word.length <= SHORT ? `${escapeRegExp(word)}s?(?![\\p{L}\\p{N}])` : `${escapeRegExp(word)}[\\p{L}\\p{N}]*`,
  )
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])((?:${alternatives.join("|")}))`, "giu")
  const found: Text[] = []
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text
    if (text.parentElement?.closest(SKIP)) continue
    pattern.lastIndex = 0
    if (pattern.test(text.data)) found.push(text)
  }
  let marked = 0
  for (const text of found) {
    // With one capturing group, split() alternates plain text and matches.
    const parts = text.data.split(pattern)
    const fragment = root.ownerDocument.createDocumentFragment()
    parts.forEach((part, index) => {
      if (!part) return
      if (index % 2 === 0) {
        fragment.append(part)
        return
      }
      const mark = root.ownerDocument.createElement("mark")
      mark.className = "search-term"
      mark.textContent = part
      fragment.append(mark)
      marked += 1
    })
    text.replaceWith(fragment)
  }
  return marked
}

/** History state key carrying a search hit's words to the page it opens. */
export const HIGHLIGHT_STATE_KEY = "searchHighlight"

/**
 * Marks the words in the page's article once, for the visit that came from the search hit:
 * the words are then dropped from the history entry, so Back/Forward or a reload show the
 * page as usual.
 */
export function applySearchHighlight(words: string[]): void {
  const article = document.querySelector("main article") ?? document.querySelector("article")
  if (article) highlightTerms(article, words)
  const { [HIGHLIGHT_STATE_KEY]: _used, ...state } = (window.history.state ?? {}) as Record<string, unknown>
  window.history.replaceState(state, "")
}
