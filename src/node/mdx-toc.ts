import { tocFromHast, type TocHastNode } from "../lib/toc"

/**
 * The table of contents comes from the page's one compile (the one webpack's loader runs),
 * not from a compile of its own: a rehype step reads the headings once ids are set, and a
 * recma step attaches the result to the compiled page component as `tableOfContents`, where
 * the page template reads it (src/lib/toc.ts, `tocOfContent`).
 */
interface VFileLike {
  data: Record<string, unknown>
}

/** Rehype plugin, after rehype-slug and before the "#" anchors. */
export function rehypeToc() {
  return (tree: TocHastNode, file: VFileLike) => {
    file.data.tableOfContents = tocFromHast(tree)
  }
}

interface EsNode {
  type: string
  [key: string]: unknown
}

/** Name of what the compiled module exports as default (MDX 2: `MDXContent`). */
function defaultExportName(body: EsNode[]): string | null {
  for (const statement of body) {
    if (statement.type !== "ExportDefaultDeclaration") continue
    const declaration = statement.declaration as EsNode & { name?: string; id?: { name: string } | null }
    if (declaration.type === "Identifier") return declaration.name ?? null
    return declaration.id?.name ?? null
  }
  return null
}

/** Recma plugin: `MDXContent.tableOfContents = JSON.parse("[…]")` at the end of the module. */
export function recmaToc() {
  return (tree: { body: EsNode[] }, file: VFileLike) => {
    const name = defaultExportName(tree.body)
    if (!name) throw new Error(`${String((file as { path?: string }).path)}: compiled MDX has no default export`)
    const json = JSON.stringify(file.data.tableOfContents ?? [])
    tree.body.push({
      type: "ExpressionStatement",
      expression: {
        type: "AssignmentExpression",
        operator: "=",
        left: {
          type: "MemberExpression",
          object: { type: "Identifier", name },
          property: { type: "Identifier", name: "tableOfContents" },
          computed: false,
          optional: false,
        },
        right: {
          type: "CallExpression",
          callee: {
            type: "MemberExpression",
            object: { type: "Identifier", name: "JSON" },
            property: { type: "Identifier", name: "parse" },
            computed: false,
            optional: false,
          },
          arguments: [{ type: "Literal", value: json }],
          optional: false,
        },
      },
    })
  }
}
