// The site's Gatsby config is TypeScript: src/node/gatsby-api/config.ts. This file is plain
// JavaScript so that Gatsby does not start Parcel to compile it (src/node/gatsby-api/load.cjs).
module.exports = require("./src/node/gatsby-api/load.cjs").loadGatsbyApi().gatsbyConfig
