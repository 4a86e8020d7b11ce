import { SECTIONS, type Section, type SidebarItem } from "../sidebar/types"
import { markdownPath } from "./markdown-path"

/** One sidebar tree as an llms.txt part: its section, its items, links placed before them. */
export interface LlmsSection {
  section: Section
  items: SidebarItem[]
  extraLinks?: { title: string; url: string; description: string }[]
}

export interface LlmsInput {
  title: string
  summary: string
  /** Paragraphs after the summary (no headings, as the format asks). */
  details: string[]
  siteUrl: string
  sections: LlmsSection[]
  descriptions: Map<string, string>
}

/** Link text and notes are one line each: brackets and line breaks would end them early. */
const linkText = (value: string) => value.replace(/[[\]\\]/g, "\\$&").replace(/\s+/g, " ")
const note = (value: string) => value.replace(/\s+/g, " ").trim()

function entry(input: LlmsInput, title: string, path: string, indent: number): string {
  const description = input.descriptions.get(path)
  const url = `${input.siteUrl}${markdownPath(path)}`
  return `${"  ".repeat(indent)}- [${linkText(title)}](${url})${description ? `: ${note(description)}` : ""}`
}

function listLines(input: LlmsInput, items: SidebarItem[], indent: number): string[] {
  return items.flatMap(item =>
    item.type === "doc"
      ? [entry(input, item.label, item.path, indent)]
      : [entry(input, item.label, item.path, indent), ...listLines(input, item.items, indent + 1)],
  )
}

/**
 * `/llms.txt` in the llmstxt.org format: H1 title, blockquote summary, detail paragraphs, then
 * H2 file lists in sidebar order — the section's top-level pages under the section's name, each
 * top-level category under its own label, sub-categories nested — every link to a `.md` page.
 */
export function llmsTxt(input: LlmsInput): string {
  const parts = [`# ${input.title}`, `> ${note(input.summary)}`, ...input.details.map(note)]
  for (const section of input.sections) {
    const pages = section.items.filter(item => item.type === "doc")
    const extra = (section.extraLinks ?? []).map(
      link => `- [${linkText(link.title)}](${link.url}): ${note(link.description)}`,
    )
    if (pages.length || extra.length) {
      parts.push(`## ${SECTIONS[section.section].label}`, [...listLines(input, pages, 0), ...extra].join("\n"))
    }
    for (const item of section.items) {
      if (item.type !== "category") continue
      // The main docs' categories stand alone; the API's are named with their section.
      const heading = section.section === "docs" ? item.label : `${SECTIONS[section.section].label}: ${item.label}`
      parts.push(`## ${heading}`, listLines(input, [item], 0).join("\n"))
    }
  }
  return `${parts.join("\n\n")}\n`
}

/** Every page path of the trees in sidebar order: a category's own page before its items. */
export function pagesInOrder(items: SidebarItem[]): string[] {
  return items.flatMap(item => (item.type === "doc" ? [item.path] : [item.path, ...pagesInOrder(item.items)]))
}

/** `/llms-full.txt`: the title and summary, then every page's Markdown in sidebar order. */
export function llmsFullTxt(input: Pick<LlmsInput, "title" | "summary">, pages: string[]): string {
  return `${[`# ${input.title}`, `> ${note(input.summary)}`, ...pages.map(page => page.trim())].join("\n\n")}\n`
}
