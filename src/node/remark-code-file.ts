import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { codeFileNode, type CodeFileAttributes } from "../lib/content/code-file"
import type { MdNode } from "../lib/openapi/to-mdast"
import { ROOT_DIR } from "./product"

type JsxNode = MdNode & { attributes?: { name: string; value: unknown }[] }

const read = (relative: string) => {
  const file = path.join(ROOT_DIR, relative)
  return existsSync(file) ? readFileSync(file, "utf8") : null
}

/** Remark plugin: replaces each `<CodeFile src="…" />` with a code block of that file (code-file.ts). */
export default function remarkCodeFile() {
  return (tree: MdNode, file: { path?: string }) => {
    const where = file.path ? path.relative(ROOT_DIR, file.path) : "an MDX file"
    const visit = (node: MdNode) => {
      if (!node.children) return
      node.children = node.children.map(child => {
        const jsx = child as JsxNode
        if (jsx.type !== "mdxJsxFlowElement" || jsx.name !== "CodeFile") {
          visit(child)
          return child
        }
        const attributes: CodeFileAttributes = {}
        for (const a of jsx.attributes ?? [])
          if ((a.name === "src" || a.name === "title") && typeof a.value === "string") attributes[a.name] = a.value
        return codeFileNode(attributes, read, where)
      })
    }
    visit(tree)
  }
}
