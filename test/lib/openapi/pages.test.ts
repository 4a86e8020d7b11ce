import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { listFiles } from "../../support/content-files"
import { listOperations } from "../../../src/lib/openapi/operations"
import type { OpenApiDocument } from "../../../src/lib/openapi/types"

const ROOT = path.resolve(__dirname, "../../..")
const doc = parse(readFileSync(path.join(ROOT, "content/api/openapi.yaml"), "utf8")) as OpenApiDocument
const operations = listOperations(doc)
const apiPages = listFiles(".mdx").filter(file => file.startsWith("content/api/"))

const fileOf = (route: string) => path.join(ROOT, `content${route}.mdx`)
const endpointIds = (file: string) =>
  [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/<Endpoint id="([^"]+)"/g)].map(m => m[1])

describe("API pages and the description do not drift", () => {
  it.each(operations.map(o => [o.operation.operationId, o] as const))(
    "operation %s is rendered on exactly one page, its own",
    (id, entry) => {
      const route = entry.operation["x-docs-route"]
      expect(route).toMatch(/^\/api\//)
      expect(existsSync(fileOf(route!))).toBe(true)
      const pagesWithIt = apiPages.filter(file => endpointIds(file).includes(id))
      expect(pagesWithIt).toEqual([path.relative(ROOT, fileOf(route!))])
      expect(endpointIds(path.relative(ROOT, fileOf(route!))).filter(x => x === id)).toHaveLength(1)
    },
  )

  it.each(apiPages.filter(file => !file.endsWith("/index.mdx")).map(file => [file]))(
    "%s renders an operation of the description",
    file => {
      const ids = endpointIds(file)
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids) expect(operations.map(o => o.operation.operationId)).toContain(id)
    },
  )
})
