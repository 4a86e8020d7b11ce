// Gatsby's CLI as `npm run build` starts it (scripts/build.mjs): the same CLI, in the same
// process, with Gatsby's "compile gatsby files" step skipping Parcel when the site has no
// TypeScript API file for it (./idle-parcel.cjs), and the case check of page components done
// once per file rather than once per page (./true-case-once.cjs). Both are installed before
// Gatsby loads the modules that use them. Arguments are Gatsby's own (`build`, flags).
const siteRoot = process.cwd()
require("./idle-parcel.cjs").skipIdleParcel(siteRoot)
require("./true-case-once.cjs").trueCaseOnce(siteRoot)
require(require.resolve("gatsby/cli.js", { paths: [siteRoot] }))
