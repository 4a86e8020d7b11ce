import path from "node:path"
import { parse } from "yaml"
import { attributeOf, replaceFlowElements } from "../lib/content/mdx-elements"
import { tokenValues } from "../lib/content/tokens"
import { docPath } from "../lib/sidebar/doc-path"
import { SECTIONS } from "../lib/sidebar/types"
import { findOperation } from "../lib/openapi/operations"
import { operationToMdast } from "../lib/openapi/to-mdast"
import type { MdNode } from "../lib/markdown/mdast"
import { loadOpenApi, serverUrl } from "./openapi"
import { loadProduct, ROOT_DIR } from "./product"

/** The page's URL by the site's one URL rule (folders, `slug:`, `{product}`), or null outside the API tree. */
function routeOf(file: string, source: string): string | null {
  const relative = path.relative(path.join(ROOT_DIR, SECTIONS.api.contentDir), file)
  if (relative.startsWith("..")) return null
  const parts = relative.replace(/\.mdx$/, "").split(path.sep)
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1]
  const slug = frontmatter ? (parse(frontmatter) as { slug?: unknown } | null)?.slug : undefined
  return docPath(
    "api",
    parts.slice(0, -1),
    parts[parts.length - 1],
    typeof slug === "string" ? slug : undefined,
    tokenValues(loadProduct()),
  )
}

/**
 * Remark plugin: `<Endpoint id="getQueueCommands" />` in an MDX page is replaced by the
 * reference generated from content/api/openapi.yaml. The build fails when the id is unknown
 * or when the page is not the operation's `x-docs-route`, so pages and description cannot drift.
 */
export default function remarkOpenApi() {
  return (tree: MdNode, file: { path?: string; value?: unknown }) => {
    const doc = loadOpenApi()
    const schemes = (doc.components?.securitySchemes ?? {}) as Parameters<typeof operationToMdast>[2]
    const where = file.path ? path.relative(ROOT_DIR, file.path) : "an MDX file"
    let endpoints = 0
    const count = (node: MdNode) => {
      if (node.type === "mdxJsxFlowElement" && node.name === "Endpoint") endpoints += 1
      node.children?.forEach(count)
    }
    count(tree)
    replaceFlowElements(tree, "Endpoint", element => {
      const id = attributeOf(element, "id")
      const entry = id ? findOperation(doc, id) : undefined
      if (!entry) {
        throw new Error(
          `${where}: <Endpoint id="${id ?? ""}" /> names no operation in content/api/openapi.yaml. Fix: use an operationId from the description.`,
        )
      }
      const route = file.path ? routeOf(file.path, String(file.value ?? "")) : null
      if (route !== entry.operation["x-docs-route"]) {
        throw new Error(
          `${where}: operation ${id} is documented at ${entry.operation["x-docs-route"]}, not ${route}. Fix: move the <Endpoint> or change x-docs-route.`,
        )
      }
      return operationToMdast(entry, serverUrl(doc), schemes, {
        prefixHeadings: endpoints > 1,
        headingDepth: endpoints > 1 ? 3 : 2,
      })
    })
  }
}
