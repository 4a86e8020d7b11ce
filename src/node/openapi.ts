import { copyFileSync, mkdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { parse } from "yaml"
import { listOperations } from "../lib/openapi/operations"
import type { OpenApiDocument } from "../lib/openapi/types"
import { ROOT_DIR } from "./product"

export const OPENAPI_FILE = "content/api/openapi.yaml"

let cached: OpenApiDocument | null = null

/** The API description: the single source the API pages, samples and tests are made from. */
export function loadOpenApi(): OpenApiDocument {
  cached ??= parse(readFileSync(path.join(ROOT_DIR, OPENAPI_FILE), "utf8")) as OpenApiDocument
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

/** Publishes the description at /api/openapi.yaml, where the API introduction links to it. */
export const publishOpenApi: NonNullable<GatsbyNode["onPostBuild"]> = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const target = path.join(program.directory, "public", "api", "openapi.yaml")
  mkdirSync(path.dirname(target), { recursive: true })
  copyFileSync(path.join(ROOT_DIR, OPENAPI_FILE), target)
}
