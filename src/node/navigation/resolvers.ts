import type { GatsbyNode } from "gatsby"
import { readSiteModel } from "../site-model"

interface NodeModel {
  findAll(args: { type: string }): Promise<unknown>
}

/**
 * `docsNavigation`: both sidebar trees of the site model (built by createPages, which runs
 * before any query), read by the shell with a static query. Gatsby writes a static query's
 * result to one `page-data/sq/d/<hash>.json` that every page shares, so a visit fetches the
 * trees once instead of inside each page's data (where they were 82 % of all page-data bytes
 * and grew with the square of the pages).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create, getCache }) => {
  create({
    Query: {
      docsNavigation: {
        type: "JSON",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          // Read, not used: asking for the pages and categories is how Gatsby learns that this
          // query depends on them, so `gatsby develop` runs it again (after createPages has
          // rebuilt the model) when a page's title or place changes.
          await context.nodeModel.findAll({ type: "Mdx" })
          await context.nodeModel.findAll({ type: "DocCategory" })
          return (await readSiteModel(getCache, "The sidebar")).trees
        },
      },
    },
  })
}
