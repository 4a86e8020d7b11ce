// The template of every docs and API page: the page's content comes compiled in its page data
// (src/node/page-body/compile.ts), so webpack sees this one module, not one per page.
export { DocPage as default, DocPageHead as Head } from "../components/page/DocPage"
