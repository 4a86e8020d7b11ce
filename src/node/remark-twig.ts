import path from "node:path"
import { jsxElement, type MdNode } from "../lib/markdown/mdast"
import { isLiveMeta, isOutputMeta } from "../lib/playground/examples"
import { definitionIndexToMdast, definitionToMdast, globalsToMdast } from "../lib/playground/reference-mdast"
import { sanitizeHtml } from "../lib/playground/sanitize"
import { twigReferencePath } from "../lib/playground/reference-pages"
import {
  ALL_DEFINITIONS,
  FILTER_CATEGORIES,
  FUNCTION_CATEGORIES,
  GLOBAL_VARIABLES,
  findDefinition,
  renderTemplate,
} from "../lib/twig"
import { ROOT_DIR } from "./product"

const attr = (node: MdNode, name: string) => node.attributes?.find(a => a.name === name)?.value

/** A ```twig live``` fence becomes the playground, with its output rendered here at build time. */
function liveBlock(node: MdNode): MdNode {
  const source = node.value ?? ""
  const result = renderTemplate(source)
  const title = /title="([^"]*)"/.exec(node.meta ?? "")?.[1]
  return jsxElement("LiveTwig", {
    source,
    ...(title ? { title } : {}),
    ...(result.log.length ? { log: result.log.join("\n") } : {}),
    ...(result.ok
      ? { output: result.html, preview: sanitizeHtml(result.html) }
      : { error: result.error.message, ...(result.error.line ? { errorLine: String(result.error.line) } : {}) }),
  })
}

/**
 * Remark plugin for the theme docs: `twig live` fences become live playgrounds (output
 * pre-rendered by the same runtime the browser loads), the `output` fence after one is titled
 * "Output", and three elements are generated from the runtime's own definitions:
 * `<TwigReference kind="filter" name="money" />`, `<TwigIndex kind="function" category="time" />`
 * (a linked table; all categories when `category` is absent) and `<GlobalVariables />`.
 */
export default function remarkTwig() {
  return (tree: MdNode, file: { path?: string }) => {
    const where = file.path ? path.relative(ROOT_DIR, file.path) : "an MDX file"
    const visit = (node: MdNode) => {
      if (!node.children) return
      node.children = node.children.flatMap(child => {
        if (child.type === "code" && isLiveMeta(child.lang, child.meta)) {
          return [liveBlock(child)]
        }
        if (child.type === "code" && isOutputMeta(child.meta)) {
          return [{ ...child, meta: (child.meta ?? "").replace(/(^|\s)output(\s|$)/, " ").trim() || 'title="Output"' }]
        }
        if (child.type !== "mdxJsxFlowElement") {
          visit(child)
          return [child]
        }
        if (child.name === "TwigReference") {
          const kind = attr(child, "kind")
          const name = attr(child, "name") ?? ""
          const definition =
            kind === "filter"
              ? findDefinition("filter", name)
              : kind === "function"
                ? findDefinition("function", name)
                : undefined
          if (!definition) {
            throw new Error(
              `${where}: <TwigReference kind="${kind ?? ""}" name="${name}" /> names no Questforge Twig ${kind ?? "filter or function"}. Fix: use a name from src/lib/twig (kind is "filter" or "function").`,
            )
          }
          return definitionToMdast(definition, Number(attr(child, "depth") ?? 2))
        }
        if (child.name === "TwigIndex") {
          const kind = attr(child, "kind")
          const category = attr(child, "category")
          const categories = kind === "filter" ? FILTER_CATEGORIES : kind === "function" ? FUNCTION_CATEGORIES : null
          const chosen = categories?.filter(c => !category || c.id === category)
          if (!chosen?.length) {
            throw new Error(
              `${where}: <TwigIndex kind="${kind ?? ""}" category="${category ?? ""}" /> matches nothing. Fix: kind "filter" or "function", and a category id from src/lib/twig/catalogue.ts.`,
            )
          }
          const definitions = ALL_DEFINITIONS.filter(d => d.kind === kind && chosen.some(c => c.id === d.category))
          return [definitionIndexToMdast(definitions, twigReferencePath)]
        }
        if (child.name === "GlobalVariables") return globalsToMdast(GLOBAL_VARIABLES)
        visit(child)
        return [child]
      })
    }
    visit(tree)
  }
}
