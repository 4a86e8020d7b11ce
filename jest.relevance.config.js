/** The search relevance suite: runs after a build, against public/search-index.json. */
const base = require("./jest.config")

module.exports = { ...base, roots: ["<rootDir>/search-relevance"], testMatch: ["**/*.test.ts"] }
