import { createHash } from "node:crypto"
import path from "node:path"
import { STATIC_HTML_LOOKUP } from "../lib/mdx/static-html-markup"
import {
  attachToContent,
  call,
  constant,
  identifier,
  jsonParse,
  literal,
  type EsNode,
  type VFileLike,
} from "./mdx-estree"
import { ROOT_DIR } from "./product"

/**
 * The compiled page's side of its static HTML strings (what they are:
 * src/lib/mdx/static-html.ts). The rehype step leaves the strings in `file.data.staticHtml`;
 * this recma step declares what the page's elements call for string n, and names the strings
 * by their content hash (`staticHtmlKey`, also the template's marker for the browser):
 *
 *   import { staticHtmlTable as _staticHtmlTable } from "src/app/static-html"
 *   export const staticHtmlKey = "<hash>"
 *   MDXContent.staticHtmlKey = "<hash>"   (the template's marker for the browser)
 *   const _staticHtml = _staticHtmlTable("<hash>", <count>, JSON.parse("<strings>"))
 *
 * The last statement is last on purpose: the browser bundle cuts the strings out of it into a
 * file of their own (src/node/webpack/static-html-files.cjs).
 */
const RUNTIME = path.join(ROOT_DIR, "src/app/static-html")
const TABLE = "_staticHtmlTable"

/** Content hash of a page's strings: the same strings always have the same file name. */
export const staticHtmlKey = (json: string) => createHash("sha256").update(json).digest("hex").slice(0, 20)

export function recmaStaticHtml() {
  return (tree: { body: EsNode[] }, file: VFileLike) => {
    const strings = (file.data.staticHtml as string[] | undefined) ?? []
    const key = strings.length > 0 ? staticHtmlKey(JSON.stringify(strings)) : null
    // Always exported: every page wrapper re-exports it in the browser bundle.
    tree.body.push({
      type: "ExportNamedDeclaration",
      declaration: constant("staticHtmlKey", literal(key)),
      specifiers: [],
      source: null,
    })
    if (key === null) return
    attachToContent(tree, file, "staticHtmlKey", literal(key))
    tree.body.unshift({
      type: "ImportDeclaration",
      specifiers: [{ type: "ImportSpecifier", imported: identifier("staticHtmlTable"), local: identifier(TABLE) }],
      source: literal(RUNTIME),
    })
    tree.body.push(
      constant(
        STATIC_HTML_LOOKUP,
        call(identifier(TABLE), [literal(key), literal(strings.length), jsonParse(strings)]),
      ),
    )
  }
}
