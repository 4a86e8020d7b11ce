import type { MdNode } from "../markdown/mdast"

/**
 * `<CodeFile src="content/api/samples/delivery-loop.js" />` in a page becomes a code block
 * holding that file, read at build time. The file is the one home of a sample that a test
 * runs, so the page and the test can never show two versions of it.
 */
const LANGUAGES: Record<string, string> = { js: "js", mjs: "js", cjs: "js", ts: "ts", lua: "lua", java: "java" }

export interface CodeFileAttributes {
  src?: string
  title?: string
}

export function codeFileNode(
  attributes: CodeFileAttributes,
  read: (relativePath: string) => string | null,
  where: string,
): MdNode {
  const { src } = attributes
  const element = `<CodeFile src="${src ?? ""}" />`
  if (!src || !/^content\/[\w./-]+$/.test(src) || src.split("/").includes("..")) {
    throw new Error(
      `${where}: ${element} needs src, a path inside content/ from the repository root. Fix: e.g. src="content/api/samples/delivery-loop.js".`,
    )
  }
  const extension = src.split(".").pop() ?? ""
  const lang = LANGUAGES[extension]
  if (!lang) {
    throw new Error(
      `${where}: ${element} has an extension with no highlighting language. Fix: use one of ${Object.keys(LANGUAGES).join(", ")}, or add it to src/lib/content/code-file.ts.`,
    )
  }
  const value = read(src)
  if (value === null) throw new Error(`${where}: ${element} names no file. Fix: correct src or add the file.`)
  const title = attributes.title ?? src.split("/").pop()
  return { type: "code", lang, meta: `title="${title}"`, value: value.replace(/\n$/, "") }
}
