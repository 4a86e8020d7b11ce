import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { configSummaryFile } from "../src/node/webpack/config-summary"

const ROOT = path.resolve(__dirname, "..")

// The config each bundle's webpack was handed by the last `npm run build`, after Gatsby and the
// site's onCreateWebpackConfig (src/node/webpack/config-summary.ts says what is recorded). A
// change here after upgrading Gatsby, webpack or a loader, or after changing src/node/webpack/,
// is a change to review: the loaders each file goes through, the minimizers, the chunk groups.
// Once reviewed, `npm run test:webpack-config -- -u` records it.
describe.each(["build-javascript", "build-html"])("the %s bundle's webpack config", stage => {
  it("is the reviewed one", () => {
    const file = configSummaryFile(ROOT, stage)
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first.`)
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchSnapshot()
  })
})
