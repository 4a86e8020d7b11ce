// Build hooks live in src/node/, one concern a module; this file only wires them to Gatsby.
import type { BuildArgs, PluginOptions } from "gatsby"
import { writeHeaders } from "./src/node/headers"
import { checkBuiltLinks } from "./src/node/link-check"
import { writeMarkdown } from "./src/node/markdown/write-markdown"
import { publishOpenApi } from "./src/node/openapi"
import { writeRobotsTxt } from "./src/node/robots"
import { publishSynonyms } from "./src/node/search/publish-synonyms"
import { writeSearchIndex } from "./src/node/search/write-index"

const noop = () => undefined

export { createSchemaCustomization } from "./src/node/schema"
export { onCreateNode } from "./src/node/fields"
export { createPages } from "./src/node/pages"
export { onCreateWebpackConfig } from "./src/node/webpack"

// Two parameters only: Gatsby treats a hook that declares a third (callback) parameter as
// callback-style and waits for it to be called, which would hang the build.
export const onPostBuild = async (args: BuildArgs, options: PluginOptions): Promise<void> => {
  await writeRobotsTxt(args, options, noop)
  await publishOpenApi(args, options, noop)
  await writeMarkdown(args, options, noop)
  await writeSearchIndex(args, options, noop)
  await publishSynonyms(args, options, noop)
  await checkBuiltLinks(args, options, noop)
  // Last: the hashes are taken from the final HTML.
  await writeHeaders(args, options, noop)
}
