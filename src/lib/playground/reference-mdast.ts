import { code, paragraph, strong, table, text, withClass, type MdNode } from "../markdown/mdast"
import { inline } from "../markdown/description-mdast"
import type { TwigDefinition } from "../twig/types"
import type { GlobalVariable } from "../twig/sample-context"

/** The heading a definition is listed under (and linked to): `money`, `store_products()`. */
export const referenceHeading = (definition: TwigDefinition) =>
  definition.kind === "function" ? `${definition.name}()` : definition.name

/** Its anchor, as rehype-slug (GitHub's rule) derives it from the heading: `query().where()` → `querywhere`. */
export const referenceAnchor = (definition: TwigDefinition) =>
  referenceHeading(definition)
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, "")
    .replace(/ /g, "-")

/**
 * One filter or function as Markdown: heading, summary, signature, arguments, return value
 * and notes, generated from the definition the runtime registers, so the reference and the
 * behaviour cannot disagree. The page adds its live examples after it.
 */
export function definitionToMdast(definition: TwigDefinition, depth = 2): MdNode[] {
  const nodes: MdNode[] = [
    { type: "heading", depth, children: [code(referenceHeading(definition))] },
    paragraph(...inline(definition.summary)),
    { type: "code", lang: "twig", meta: 'title="Signature"', value: definition.signature },
  ]
  if (definition.args.length === 0) nodes.push(paragraph(strong("Arguments:"), text(" none.")))
  else {
    nodes.push(paragraph(strong("Arguments")))
    nodes.push(
      withClass(
        table(
          ["Name", "Type", "Required", "Default", "Description"],
          definition.args.map(arg => [
            [code(arg.name)],
            [text(arg.type)],
            [text(arg.required ? "yes" : "no")],
            arg.default === undefined ? [text("—")] : [code(arg.default)],
            inline(arg.description),
          ]),
        ),
        "ref-args",
      ),
    )
  }
  nodes.push(
    paragraph(
      strong("Returns:"),
      text(" "),
      code(definition.returns.type),
      text(" — "),
      ...inline(definition.returns.description),
    ),
  )
  const notes = [
    ...definition.notes,
    ...(definition.safe
      ? [
          "Returns HTML that is marked safe: autoescape does not escape it again, and any text it embeds is escaped first.",
        ]
      : []),
  ]
  if (notes.length) {
    nodes.push(paragraph(strong("Notes")))
    nodes.push({
      type: "list",
      ordered: false,
      spread: false,
      children: notes.map(note => ({ type: "listItem", spread: false, children: [paragraph(...inline(note))] })),
    } as MdNode)
  }
  return nodes
}

/** A table of definitions linking to their reference entries (for overview pages). */
export function definitionIndexToMdast(
  definitions: TwigDefinition[],
  pageUrl: (definition: TwigDefinition) => string,
): MdNode {
  return table(
    ["Name", "What it does"],
    definitions.map(definition => [
      [
        {
          type: "link",
          url: `${pageUrl(definition)}#${referenceAnchor(definition)}`,
          children: [code(referenceHeading(definition))],
        },
      ],
      inline(definition.summary),
    ]),
  )
}

/** The global variables reference: one section a variable, a table of its fields with sample values. */
export function globalsToMdast(globals: GlobalVariable[]): MdNode[] {
  return globals.flatMap(variable => [
    { type: "heading", depth: 2, children: [code(variable.name)] },
    paragraph(strong("Type:"), text(" "), code(variable.type), text(". "), ...inline(variable.description)),
    ...(variable.fields.length
      ? [
          withClass(
            table(
              ["Field", "Type", "Description", "Sample value"],
              variable.fields.map(field => [
                [code(field.path)],
                [text(field.type)],
                inline(field.description),
                [code(field.example)],
              ]),
            ),
            "ref-fields",
          ),
        ]
      : []),
  ])
}
