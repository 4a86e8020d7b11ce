// The site's build hooks are TypeScript: src/node/gatsby-api/node.ts wires them from src/node/.
// This file is plain JavaScript so that Gatsby does not start Parcel (src/node/gatsby-api/load.cjs).
module.exports = require("./src/node/gatsby-api/load.cjs").loadGatsbyApi().node
