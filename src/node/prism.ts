import rehypePrismGenerator from "rehype-prism-plus/generator"
import { refractor } from "refractor/lib/core.js"
import bash from "refractor/lang/bash.js"
import csharp from "refractor/lang/csharp.js"
import css from "refractor/lang/css.js"
import http from "refractor/lang/http.js"
import java from "refractor/lang/java.js"
import javascript from "refractor/lang/javascript.js"
import json from "refractor/lang/json.js"
import lua from "refractor/lang/lua.js"
import markup from "refractor/lang/markup.js"
import php from "refractor/lang/php.js"
import sql from "refractor/lang/sql.js"
import twig from "refractor/lang/twig.js"
import yaml from "refractor/lang/yaml.js"
import { fenceLanguage, unknownLanguageError } from "../lib/code/code-languages"

// One grammar per HIGHLIGHTED_LANGUAGES entry (a Jest test keeps the two lists equal).
const GRAMMARS = [bash, csharp, css, http, java, javascript, json, lua, markup, php, sql, twig, yaml]
for (const grammar of GRAMMARS) refractor.register(grammar)

/** rehype-prism-plus with only the site's grammars loaded (src/lib/code/code-languages.ts). */
export const rehypePrism = rehypePrismGenerator(refractor)

interface HastNode {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

/**
 * Rehype plugin, before Prism: a fence in a language the site does not highlight fails the
 * build with the file, the language and the fix (Prism would silently show it plain).
 */
export function rehypeCheckCodeLanguages() {
  return (tree: HastNode, file: { path?: string }) => {
    const walk = (node: HastNode) => {
      if (node.type === "element" && node.tagName === "code") {
        const language = fenceLanguage(node.properties?.className)
        const error = language ? unknownLanguageError(language, file.path ?? "an MDX page") : null
        if (error) throw new Error(error)
      }
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}
