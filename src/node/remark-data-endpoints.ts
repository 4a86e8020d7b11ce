import path from "node:path"
import type { MdNode } from "../lib/markdown/mdast"
import { layoutJson } from "../lib/code/json-layout"
import { dataEndpointBody } from "../lib/twig/data-endpoints"
import { ROOT_DIR } from "./product"

const attribute = (node: MdNode, name: string) => node.attributes?.find(a => a.name === name)

/**
 * `<DataResponse path="/data/store/products.json?category=ranks" />` becomes a JSON code block
 * titled with the path, holding what that data endpoint answers for the sample visitor
 * (src/lib/twig/data-endpoints.ts): the same values as the Twig global or function it mirrors.
 * `compact` puts each record of a list on one line.
 */
export default function remarkDataEndpoints() {
  return (tree: MdNode, file: { path?: string }) => {
    const where = file.path ? path.relative(ROOT_DIR, file.path) : "an MDX file"
    const visit = (node: MdNode) => {
      node.children = node.children?.map(child => {
        if (child.type !== "mdxJsxFlowElement" || child.name !== "DataResponse") {
          visit(child)
          return child
        }
        const url = attribute(child, "path")?.value
        let body: unknown
        try {
          if (typeof url !== "string") throw new Error("the path attribute is missing")
          body = dataEndpointBody(url)
        } catch (error) {
          throw new Error(
            `${where}: <DataResponse path="${String(url ?? "")}" />: ${(error as Error).message}. Fix: give the path of a data endpoint, with arguments its Twig function accepts.`,
          )
        }
        return {
          type: "code",
          lang: "json",
          meta: `title="${url}"`,
          value: layoutJson(body, { compact: attribute(child, "compact") !== undefined }),
        }
      })
    }
    visit(tree)
  }
}
