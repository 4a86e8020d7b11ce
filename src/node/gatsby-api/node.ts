// The site's gatsby-node (loaded by /gatsby-node.js). Build hooks live in src/node/, one concern
// a module; this file only wires them to Gatsby.
// The site's post-build output and checks run earlier, in plugins/questforge-post-build
// (before gatsby-plugin-algolia publishes); what runs here comes after publishing the records.
import type { BuildArgs, PluginOptions } from "gatsby"
import { checkedSite } from "../post-build/checked-site"
import { createTimings } from "../post-build/timings"
import { publishSynonyms } from "../search/publish-synonyms"

const noop = () => undefined

export { createSchemaCustomization } from "../schema"
export { onCreateNode } from "../fields"
export { createResolvers } from "../navigation/resolvers"
export { createPages } from "../pages"
export { onCreateWebpackConfig } from "../webpack"

// Two parameters only: Gatsby treats a hook that declares a third (callback) parameter as
// callback-style and waits for it to be called, which would hang the build.
export const onPostBuild = async (args: BuildArgs, options: PluginOptions): Promise<void> => {
  checkedSite() // publishing follows checks that passed, never a build that failed them
  const timings = createTimings(args.reporter)
  await timings.time("synonyms", () => publishSynonyms(args, options, noop))
  timings.print("Post-build (publishing after the records)")
}
