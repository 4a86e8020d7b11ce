// gatsby-plugin-mdx's layout loader copies this file into a new module for every MDX page (and
// webpack compiles each copy for both bundles), so it only re-exports: the page's code lives
// once, in DocPage.tsx, in a chunk every docs page shares. No TypeScript syntax here: that copy
// skips Babel (src/node/webpack/mdx-rule.ts), and the loader reads it as plain JavaScript.
import { DocPage } from "../components/page/DocPage"

export { DocPageHead as Head } from "../components/page/DocPage"
export default DocPage
