import type { Game } from "../product/rules-schema"
import { isStoreCommand } from "./candidates"
import { gameOf, gameOfName, gameOfPath } from "./games"
import type { StoreCommand } from "./rules"

/**
 * The one way a page shows a forbidden command on purpose: a fenced code block whose meta has
 * the word `counterexample` (```` ```bash title="Tebex, do not copy" counterexample ````). Its
 * lines are not checked against the store rules; inline code cannot be marked.
 */
export const COUNTEREXAMPLE = "counterexample"

/** Fenced blocks that hold console commands; Twig, HTML, JSON and other languages never do. */
const COMMAND_LANGUAGES = new Set(["", "bash", "sh", "shell", "console", "text"])

export interface MdxCommands {
  commands: StoreCommand[]
  /** Blocks marked as counter-examples, by the line of their opening fence, with their commands. */
  counterexamples: { line: number; titled: boolean; commands: StoreCommand[] }[]
}

const FENCE = /^\s*(```|~~~)\s*([^\s`]*)\s*(.*)$/
const HEADING = /^(#{2,6})\s+(.*)$/
const TAB_OPEN = /<TabItem\s+label="([^"]*)"/
const TAB_CLOSE = /<\/TabItem>/
const INLINE_CODE = /`([^`\n]+)`/g

/**
 * Every store command of one MDX file with its line (in the file, frontmatter counted) and the
 * game it is for. `resolve` prints product facts (`%%…%%`) the way the build does.
 */
export function mdxCommands(file: string, source: string, resolve: (text: string) => string): MdxCommands {
  const lines = source.split("\n")
  const result: MdxCommands = { commands: [], counterexamples: [] }
  const headings: (Game | undefined)[] = []
  const tabs: (Game | undefined)[] = []
  const pathGame = gameOfPath(file)
  let fence: { marker: string; checked: boolean; block?: MdxCommands["counterexamples"][number] } | undefined
  let frontmatter = lines[0] === "---"

  const add = (code: string, line: number, into: StoreCommand[]) => {
    const command = resolve(code).trim().replace(/^\//, "")
    if (!isStoreCommand(command)) return
    const contexts = [tabs.at(-1), ...[...headings].reverse(), pathGame]
    into.push({ file, line, command, game: gameOf(command, contexts) })
  }

  lines.forEach((text, index) => {
    const line = index + 1
    if (frontmatter) {
      if (index > 0 && text === "---") frontmatter = false
      return
    }
    const fenceMatch = FENCE.exec(text)
    if (fence) {
      if (fenceMatch && fenceMatch[1] === fence.marker && fenceMatch[2] === "") fence = undefined
      else if (fence.checked && !/^\s*#/.test(text)) add(text, line, fence.block?.commands ?? result.commands)
      return
    }
    if (fenceMatch) {
      const [, marker, language, meta] = fenceMatch
      const words = meta.split(/\s+/)
      const checked = COMMAND_LANGUAGES.has(language) && !words.includes("output")
      const block = words.includes(COUNTEREXAMPLE)
        ? { line, titled: /(^|\s)title=/.test(meta), commands: [] as StoreCommand[] }
        : undefined
      if (block) result.counterexamples.push(block)
      fence = { marker, checked, block }
      return
    }
    const heading = HEADING.exec(text)
    if (heading) {
      headings.length = heading[1].length - 2
      headings.push(gameOfName(heading[2]))
      return
    }
    const tab = TAB_OPEN.exec(text)
    if (tab) tabs.push(gameOfName(tab[1]))
    if (TAB_CLOSE.test(text)) tabs.pop()
    for (const match of text.matchAll(INLINE_CODE)) add(match[1], line, result.commands)
  })
  return result
}
