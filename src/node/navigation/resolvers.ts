import type { GatsbyNode } from "gatsby"
import { sectionTrees } from "../../lib/sidebar/build-tree"
import type { Category } from "../../lib/sidebar/types"
import { categoryOfNode, docOfFields, type DocFields } from "./site-docs"

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
}

/**
 * `docsNavigation`: both sidebar trees, built once per build and read by the shell with a
 * static query. Gatsby writes a static query's result to one `page-data/sq/d/<hash>.json`
 * that every page shares, so a visit fetches the trees once instead of inside each page's
 * data (where they were 82 % of all page-data bytes and grew with the square of the pages).
 * A duplicate URL is reported by createPages, which runs first and fails the build.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    Query: {
      docsNavigation: {
        type: "JSON",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const mdx = await context.nodeModel.findAll({ type: "Mdx" })
          const categories = await context.nodeModel.findAll({ type: "DocCategory" })
          const docs = [...mdx.entries]
            .map(node => (node as { fields?: DocFields | null }).fields)
            .filter((fields): fields is DocFields => Boolean(fields))
            .map(docOfFields)
          return sectionTrees(
            docs,
            [...categories.entries].map(node => categoryOfNode(node as Category)),
          )
        },
      },
    },
  })
}
