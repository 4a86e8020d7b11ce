import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { parseProduct, type Product } from "../lib/product/schema"
import { parseYamlKept } from "./parsed-yaml"

// Two folders up, both from here (src/node/, tests and scripts) and from the bundle the build runs
// (.build/gatsby-api/, src/node/gatsby-api/load.cjs).
export const ROOT_DIR = path.resolve(__dirname, "../..")
export const PRODUCT_FILE = "content/product.yaml"

/** Where the parses of the site's YAML files are kept for the build's other processes and later builds. */
export const PARSED_DIR = path.join(ROOT_DIR, ".build", "parsed")

let cached: Product | null = null

/**
 * The docs site's address without a trailing slash, as links are joined to it (`${siteUrl}/path`)
 * and as the link check, the Markdown twins and the search records take it.
 */
export const docsSiteUrl = (product: Product = loadProduct()): string => product.urls.docs.replace(/\/$/, "")

/** Reads and validates content/product.yaml once per process; a bad file fails the build. */
export function loadProduct(rootDir: string = ROOT_DIR): Product {
  if (cached && rootDir === ROOT_DIR) return cached
  const file = path.join(rootDir, PRODUCT_FILE)
  const text = readFileSync(file, "utf8")
  // Each of the build's processes reads the site's facts (the YAML parser took ~0.1 s in each):
  // the first one keeps its parse (./parsed-yaml.ts). Another folder's file (tests) is parsed.
  const data = rootDir === ROOT_DIR ? parseYamlKept(text, "product", PARSED_DIR) : parse(text)
  const product = parseProduct(data, PRODUCT_FILE)
  if (rootDir === ROOT_DIR) cached = product
  return product
}
