import type { CategorySource, DocSource, Section } from "./types"

/** What a file node says about itself (plain data from gatsby-source-filesystem). */
export interface FileFacts {
  /** The source instance name, which is the section: `docs` or `api`. */
  sourceInstanceName: string
  /** Folder below the section root, `""` for the root. */
  relativeDirectory: string
  /** File name without extension. */
  name: string
  /** Path relative to the repository, used in messages and edit links. */
  file: string
}

export function isSection(name: string): name is Section {
  return name === "docs" || name === "api"
}

function splitDir(relativeDirectory: string): string[] {
  return relativeDirectory.split("/").filter(Boolean)
}

export function collectDoc(file: FileFacts, frontmatter: unknown): DocSource | null {
  if (!isSection(file.sourceInstanceName)) return null
  return {
    file: file.file,
    section: file.sourceInstanceName,
    dir: splitDir(file.relativeDirectory),
    name: file.name,
    frontmatter,
  }
}

export function collectCategory(file: FileFacts, data: unknown): CategorySource | null {
  if (!isSection(file.sourceInstanceName)) return null
  return { file: file.file, section: file.sourceInstanceName, dir: splitDir(file.relativeDirectory), data }
}
