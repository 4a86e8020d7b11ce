// The one bundle behind the root's API files (src/node/gatsby-api/load.cjs). One bundle, not one
// per API file: modules that keep state for a later hook (the preview images started at
// createPages and awaited after the build, the checked site) exist once in the process.
// Not named `config`: Gatsby's query extraction reads every file under src/, and a module that
// exports `config` counts as a page with a page config, which makes it build rendering engines.
export { default as gatsbyConfig } from "./config"
export * as node from "./node"
export * as postBuildPlugin from "./post-build-plugin"
