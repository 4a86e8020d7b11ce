// Build hooks live in src/node/, one concern a module; this file only wires them to Gatsby.
// The site's post-build output and checks run earlier, in plugins/questforge-post-build
// (before gatsby-plugin-algolia publishes); what runs here comes after publishing the records.
import type { BuildArgs, PluginOptions } from "gatsby"
import { checkedSite } from "./src/node/post-build/checked-site"
import { createTimings } from "./src/node/post-build/timings"
import { publishSynonyms } from "./src/node/search/publish-synonyms"

const noop = () => undefined

export { createSchemaCustomization } from "./src/node/schema"
export { onCreateNode } from "./src/node/fields"
export { createResolvers } from "./src/node/navigation/resolvers"
export { createPages } from "./src/node/pages"
export { onCreateWebpackConfig } from "./src/node/webpack"
export { onPostBootstrap } from "./src/node/og/early"

// Two parameters only: Gatsby treats a hook that declares a third (callback) parameter as
// callback-style and waits for it to be called, which would hang the build.
export const onPostBuild = async (args: BuildArgs, options: PluginOptions): Promise<void> => {
  checkedSite() // publishing follows checks that passed, never a build that failed them
  const timings = createTimings(args.reporter)
  await timings.time("synonyms", () => publishSynonyms(args, options, noop))
  timings.print("Post-build (publishing after the records)")
}
