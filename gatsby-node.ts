// Build hooks live in src/node/, one concern a module; this file only wires them to Gatsby.
import type { GatsbyNode } from "gatsby"
import { checkBuiltLinks } from "./src/node/link-check"
import { writeRobotsTxt } from "./src/node/robots"

export { createSchemaCustomization } from "./src/node/schema"
export { onCreateNode } from "./src/node/fields"
export { createPages } from "./src/node/pages"
export { onCreateWebpackConfig } from "./src/node/webpack"

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options, callback) => {
  await writeRobotsTxt(args, options, callback)
  await checkBuiltLinks(args, options, callback)
}
