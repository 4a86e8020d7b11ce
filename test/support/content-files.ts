import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

export const ROOT = path.resolve(__dirname, "../..")

export interface ContentFile {
  file: string
  frontmatter: unknown
  body: string
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

export function listFiles(suffix: string): string[] {
  return ["content/docs", "content/api"]
    .flatMap(dir => walk(path.join(ROOT, dir)))
    .filter(file => file.endsWith(suffix))
    .map(file => path.relative(ROOT, file))
    .sort()
}

/** Splits an MDX file into its YAML frontmatter and body. */
export function readMdx(file: string): ContentFile {
  const text = readFileSync(path.join(ROOT, file), "utf8")
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)
  if (!match) return { file, frontmatter: undefined, body: text }
  return { file, frontmatter: parse(match[1]), body: match[2] }
}

/** The body without fenced code, for prose checks (word count, headings, phrases). */
export function proseOf(body: string): string {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
}
