import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { parseProduct, type Product } from "../lib/product/schema"

// Two folders up, both from here (src/node/, tests and scripts) and from the bundle the build runs
// (.build/gatsby-api/, src/node/gatsby-api/load.cjs).
export const ROOT_DIR = path.resolve(__dirname, "../..")
export const PRODUCT_FILE = "content/product.yaml"

let cached: Product | null = null

/** Reads and validates content/product.yaml once per process; a bad file fails the build. */
export function loadProduct(rootDir: string = ROOT_DIR): Product {
  if (cached && rootDir === ROOT_DIR) return cached
  const file = path.join(rootDir, PRODUCT_FILE)
  const product = parseProduct(parse(readFileSync(file, "utf8")), PRODUCT_FILE)
  if (rootDir === ROOT_DIR) cached = product
  return product
}
