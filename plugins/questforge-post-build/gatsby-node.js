// A local plugin only so that the config can order it before gatsby-plugin-algolia: Gatsby runs
// the site's own gatsby-node after every configured plugin. Its hook is TypeScript:
// src/node/gatsby-api/post-build-plugin.ts (plain JavaScript here: src/node/gatsby-api/load.cjs).
module.exports = require("../../src/node/gatsby-api/load.cjs").loadGatsbyApi().postBuildPlugin
