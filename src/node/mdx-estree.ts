/**
 * The few ESTree nodes the site's recma steps add to a compiled page (mdx-toc.ts,
 * mdx-static-html.ts), built in one place.
 */
export interface EsNode {
  type: string
  [key: string]: unknown
}

export interface VFileLike {
  path?: string
  data: Record<string, unknown>
}

export const literal = (value: string | number | null): EsNode => ({ type: "Literal", value })
export const identifier = (name: string): EsNode => ({ type: "Identifier", name })

const member = (object: string, property: string): EsNode => ({
  type: "MemberExpression",
  object: identifier(object),
  property: identifier(property),
  computed: false,
  optional: false,
})

export const call = (callee: EsNode, args: EsNode[]): EsNode => ({
  type: "CallExpression",
  callee,
  arguments: args,
  optional: false,
})

/** `JSON.parse("<json>")`: cheaper for the browser to read than the same value as code. */
export const jsonParse = (value: unknown): EsNode => call(member("JSON", "parse"), [literal(JSON.stringify(value))])

export const constant = (name: string, init: EsNode): EsNode => ({
  type: "VariableDeclaration",
  kind: "const",
  declarations: [{ type: "VariableDeclarator", id: identifier(name), init }],
})

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

/** `MDXContent.<property> = <value>` appended to the compiled page, where its template reads it. */
export function attachToContent(tree: { body: EsNode[] }, file: VFileLike, property: string, value: EsNode): void {
  const name = defaultExportName(tree.body)
  if (!name) throw new Error(`${String(file.path)}: compiled MDX has no default export`)
  tree.body.push({
    type: "ExpressionStatement",
    expression: { type: "AssignmentExpression", operator: "=", left: member(name, property), right: value },
  })
}
