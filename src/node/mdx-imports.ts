import type { MdNode } from "../lib/openapi/to-mdast"

/**
 * `import { A, B } from "<module>"` as the mdxjsEsm node MDX expects (its estree included), one
 * declaration per module. Used by the remark steps that give pages their components.
 */
export function importNode(imports: Map<string, string[]>): MdNode {
  const body = [...imports].map(([module, names]) => ({
    type: "ImportDeclaration",
    specifiers: names.map(name => ({
      type: "ImportSpecifier",
      imported: { type: "Identifier", name },
      local: { type: "Identifier", name },
    })),
    source: { type: "Literal", value: module, raw: JSON.stringify(module) },
  }))
  const value = [...imports].map(([module, names]) => `import { ${names.join(", ")} } from ${JSON.stringify(module)}`)
  return {
    type: "mdxjsEsm",
    value: value.join("\n"),
    data: { estree: { type: "Program", sourceType: "module", body } },
  } as MdNode
}

type ImportLike = { type: string; specifiers?: { local: { name: string } }[] }

/** The names a page already binds with its own imports (they are left alone). */
export function importedNames(tree: MdNode): Set<string> {
  const names = new Set<string>()
  for (const node of tree.children ?? []) {
    if (node.type !== "mdxjsEsm") continue
    const { data } = node as { data?: { estree?: { body?: ImportLike[] } } }
    const program = data?.estree
    for (const statement of program?.body ?? []) {
      if (statement.type === "ImportDeclaration") statement.specifiers?.forEach(s => names.add(s.local.name))
    }
  }
  return names
}
