import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { replaceFactTokens } from "../lib/content/tokens"
import { listOperations } from "../lib/openapi/operations"
import type { OpenApiDocument } from "../lib/openapi/types"
import { parseYamlKept } from "./parsed-yaml"
import { loadProduct, PARSED_DIR, ROOT_DIR } from "./product"

export const OPENAPI_FILE = "content/api/openapi.yaml"

let cached: OpenApiDocument | null = null

/**
 * The description's text with `%%facts.…%%` tokens filled in from content/product.yaml, as
 * pages do: limits and durations are typed once, so the reference and the guides agree.
 */
export function openApiText(text = readFileSync(path.join(ROOT_DIR, OPENAPI_FILE), "utf8")): string {
  try {
    return replaceFactTokens(text, loadProduct())
  } catch (error) {
    throw new Error(`${OPENAPI_FILE}: ${(error as Error).message}. Fix: use a key that exists in content/product.yaml.`)
  }
}

/**
 * The API description: the single source the API pages, samples and tests are made from.
 * Parsed once per process, and read from the parse another process kept when the text is the
 * same (./parsed-yaml.ts).
 */
export function loadOpenApi(): OpenApiDocument {
  cached ??= parseYamlKept(openApiText(), "openapi", PARSED_DIR) as OpenApiDocument
  return cached
}

export function serverUrl(doc: OpenApiDocument): string {
  return doc.servers?.[0]?.url ?? ""
}

/** Method of the operation(s) documented at each API route, for the badges on category pages. */
export function methodsByRoute(doc: OpenApiDocument = loadOpenApi()): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const { method, operation } of listOperations(doc)) {
    const route = operation["x-docs-route"]
    if (route) map.set(route, [...(map.get(route) ?? []), method])
  }
  return map
}

/** Publishes the description, facts filled in, at /api/openapi.yaml, where the API introduction links to it. */
export function publishOpenApi(publicDir: string): void {
  const target = path.join(publicDir, "api", "openapi.yaml")
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, openApiText())
}
