// The gatsby-node of plugins/questforge-post-build, a local plugin only so that the config can
// order it before gatsby-plugin-algolia: Gatsby runs the site's own gatsby-node after every
// configured plugin. The work is src/node/post-build.
import type { GatsbyNode } from "gatsby"
import { buildAndCheckSite } from "../post-build"

// One parameter: Gatsby treats a hook that declares a third (callback) parameter as
// callback-style and waits for it to be called, which would hang the build.
export const onPostBuild: GatsbyNode["onPostBuild"] = args => buildAndCheckSite(args)
