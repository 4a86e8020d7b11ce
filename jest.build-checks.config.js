/**
 * Checks of what the build just made that are not pages (those are the browser suites'): the
 * webpack config of each bundle, as the build recorded it. Runs after a build (`npm test` runs it
 * there; `npm run test:webpack-config` after `npm run build`).
 */
const base = require("./jest.config")

module.exports = { ...base, roots: ["<rootDir>/build-checks"], testMatch: ["**/*.test.ts"] }
