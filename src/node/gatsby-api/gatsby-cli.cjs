// Gatsby's CLI as `npm run build` starts it (scripts/build.mjs): the same CLI, in the same
// process, with Gatsby's "compile gatsby files" step skipping Parcel when the site has no
// TypeScript API file for it (./idle-parcel.cjs). Arguments are Gatsby's own (`build`, flags).
const siteRoot = process.cwd()
require("./idle-parcel.cjs").skipIdleParcel(siteRoot)
require(require.resolve("gatsby/cli.js", { paths: [siteRoot] }))
