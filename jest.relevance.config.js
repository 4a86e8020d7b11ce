/** The search relevance suite: runs after a build, against the embedded index in public/ (search-index.json and its shards). */
const base = require("./jest.config")

module.exports = { ...base, roots: ["<rootDir>/search-relevance"], testMatch: ["**/*.test.ts"] }
