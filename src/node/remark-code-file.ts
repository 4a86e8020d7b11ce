import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { codeFileNode } from "../lib/content/code-file"
import { attributeOf, replaceFlowElements } from "../lib/content/mdx-elements"
import type { MdNode } from "../lib/markdown/mdast"
import { ROOT_DIR } from "./product"

const read = (relative: string) => {
  const file = path.join(ROOT_DIR, relative)
  return existsSync(file) ? readFileSync(file, "utf8") : null
}

/** Remark plugin: replaces each `<CodeFile src="…" />` with a code block of that file (code-file.ts). */
export default function remarkCodeFile() {
  return (tree: MdNode, file: { path?: string }) => {
    const where = file.path ? path.relative(ROOT_DIR, file.path) : "an MDX file"
    replaceFlowElements(tree, "CodeFile", element => [
      codeFileNode({ src: attributeOf(element, "src"), title: attributeOf(element, "title") }, read, where),
    ])
  }
}
