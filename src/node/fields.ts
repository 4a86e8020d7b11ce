import { readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { parse } from "yaml"
import { CATEGORY_FILE_NAME } from "../lib/content/category-file"
import { ContentError } from "../lib/content/schema-error"
import { tokenValues } from "../lib/content/tokens"
import { collectCategory, collectDoc, type FileFacts } from "../lib/sidebar/collect"
import { validateCategory, validateDoc } from "../lib/sidebar/validate"
import type { DocFields } from "./navigation/site-docs"
import { loadProduct, ROOT_DIR } from "./product"

interface FileNode extends Node {
  absolutePath: string
  sourceInstanceName: string
  relativeDirectory: string
  name: string
  base: string
}

function factsOf(file: FileNode): FileFacts {
  return {
    sourceInstanceName: file.sourceInstanceName,
    relativeDirectory: file.relativeDirectory,
    name: file.name,
    file: path.relative(ROOT_DIR, file.absolutePath),
  }
}

function readYaml(file: FileNode, facts: FileFacts): unknown {
  try {
    return parse(readFileSync(file.absolutePath, "utf8"))
  } catch (error) {
    throw new ContentError(facts.file, [`is not valid YAML (${(error as Error).message.split("\n")[0]})`])
  }
}

/** Validates every MDX page and category file as it is sourced; a bad one fails the build. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  try {
    if (node.internal.type === "Mdx" && node.parent) {
      const file = getNode(node.parent) as FileNode | undefined
      if (!file || file.internal.type !== "File") return
      const source = collectDoc(factsOf(file), (node as Node & { frontmatter?: unknown }).frontmatter)
      if (!source) return
      const doc = validateDoc(source, tokenValues(loadProduct()))
      const fields: DocFields = {
        docId: doc.id,
        file: doc.file,
        section: doc.section,
        dir: doc.dir,
        path: doc.path,
        title: doc.title,
        description: doc.description,
        sidebarLabel: doc.sidebarLabel,
        sidebarPosition: doc.sidebarPosition,
      }
      // One field holding them all: each createNodeField writes the whole node (its MDX body
      // included) to Gatsby's store again, and nine of them took ~0.5 s of a build with 1,000 pages.
      actions.createNodeField({ node, name: "doc", value: fields })
      return
    }
    if (node.internal.type === "File" && (node as FileNode).base === CATEGORY_FILE_NAME) {
      const file = node as FileNode
      const facts = factsOf(file)
      const source = collectCategory(facts, readYaml(file, facts))
      if (!source) return
      const category = validateCategory(source)
      const child = {
        ...category,
        id: createNodeId(`DocCategory ${category.file}`),
        parent: node.id,
        children: [],
        internal: { type: "DocCategory", contentDigest: createContentDigest(category) },
      }
      actions.createNode(child)
      actions.createParentChildLink({ parent: node, child: child as unknown as Node })
    }
  } catch (error) {
    if (error instanceof ContentError) reporter.panicOnBuild(error.message)
    else throw error
  }
}
