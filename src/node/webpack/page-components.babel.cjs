// Babel's configuration for the files only Gatsby's Babel plugins can compile (page components,
// the files that use `graphql`; src/node/webpack/transpile.ts). Babel only parses them: Gatsby's
// loader adds its own plugins (queries, the Head/default split of page components, React Refresh
// in development) and gatsby-plugin-typescript its TypeScript preset, and SWC, which takes
// Babel's output, compiles the JSX and lowers the syntax as for every other file. With no
// configuration Gatsby's loader would add babel-preset-gatsby, whose preset-env and plugins cost
// ~0.3 s of each build for the five files.
module.exports = {
  overrides: [
    { test: /\.(js|mjs|jsx)$/, parserOpts: { plugins: ["jsx"] } },
    { test: /\.tsx$/, parserOpts: { plugins: ["jsx", "typescript"] } },
    { test: /\.ts$/, parserOpts: { plugins: ["typescript"] } },
  ],
}
