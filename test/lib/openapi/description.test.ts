import { readFileSync } from "node:fs"
import path from "node:path"
import Ajv2020 from "ajv/dist/2020"
import addFormats from "ajv-formats"
import { spawnSync } from "node:child_process"
import { parse } from "yaml"
import { openApiText } from "../../../src/node/openapi"
import { loadProduct } from "../../../src/node/product"
import { examplesOf, listOperations } from "../../../src/lib/openapi/operations"
import type { OpenApiDocument, Schema } from "../../../src/lib/openapi/types"

const SOURCE = path.resolve(__dirname, "../../../content/api/openapi.yaml")
// Validated as published: with the product facts filled in.
const text = openApiText(readFileSync(SOURCE, "utf8"))
const doc = parse(text) as OpenApiDocument
const FILE = path.join(require("node:os").tmpdir(), "qf-openapi-resolved.yaml")
require("node:fs").writeFileSync(FILE, text)

function compile(schema: Schema) {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12 plus a few annotation keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  return ajv.compile(schema)
}

interface Case {
  where: string
  schema: Schema
  value: unknown
}

/** Every example in the description, paired with the schema it claims to follow. */
function exampleCases(): Case[] {
  const cases: Case[] = []
  for (const { method, path: route, operation } of listOperations(doc)) {
    const at = `${method} ${route}`
    for (const param of operation.parameters ?? []) {
      if (param.example !== undefined && param.schema)
        cases.push({ where: `${at} parameter ${param.name}`, schema: param.schema, value: param.example })
      for (const [name, example] of Object.entries(param.examples ?? {}))
        if (param.schema)
          cases.push({ where: `${at} parameter ${param.name} (${name})`, schema: param.schema, value: example.value })
    }
    const body = operation.requestBody?.content["application/json"]
    for (const example of examplesOf(body))
      if (body?.schema)
        cases.push({ where: `${at} request (${example.name})`, schema: body.schema, value: example.value })
    for (const [status, response] of Object.entries(operation.responses)) {
      const media = response.content?.["application/json"]
      for (const example of examplesOf(media))
        if (media?.schema)
          cases.push({ where: `${at} ${status} (${example.name})`, schema: media.schema, value: example.value })
    }
  }
  return cases
}

describe("content/api/openapi.yaml", () => {
  function validateFile(file: string) {
    // The validator is ESM-only, so it runs in its own Node process.
    const run = spawnSync(process.execPath, [path.resolve(__dirname, "../../../scripts/validate-openapi.mjs"), file], {
      encoding: "utf8",
    })
    return JSON.parse(run.stdout) as { valid: boolean; errors: unknown[] }
  }

  it("is a valid OpenAPI 3.1 description", () => {
    const result = validateFile(FILE)
    expect(result.errors).toEqual([])
    expect(result.valid).toBe(true)
    expect(doc.openapi).toMatch(/^3\.1\./)
  })

  it("the validator rejects a broken description", () => {
    const broken = path.join(require("node:os").tmpdir(), "qf-broken-openapi.yaml")
    require("node:fs").writeFileSync(broken, text.replace("openapi: 3.1.0", "openapi: 3.1.0\nservers: not-a-list"))
    expect(validateFile(broken).valid).toBe(false)
  })

  it("has a request and a response example for every operation", () => {
    for (const { method, path: route, operation } of listOperations(doc)) {
      if (operation.requestBody)
        expect([
          `${method} ${route}`,
          examplesOf(operation.requestBody.content["application/json"]).length,
        ]).not.toEqual([`${method} ${route}`, 0])
      const success = Object.entries(operation.responses).filter(([s]) => s.startsWith("2") && s !== "204")
      for (const [status, response] of success)
        expect([`${method} ${route} ${status}`, examplesOf(response.content?.["application/json"]).length]).not.toEqual(
          [`${method} ${route} ${status}`, 0],
        )
    }
  })

  const cases = exampleCases()
  it("holds enough examples to be worth checking", () => {
    expect(cases.length).toBeGreaterThan(40)
  })

  it.each(cases.map(c => [c.where, c] as const))("example %s validates against its schema", (_where, c) => {
    const validate = compile(c.schema)
    const valid = validate(c.value)
    expect(valid ? [] : validate.errors).toEqual([])
  })

  it("agrees with the product facts", () => {
    const product = loadProduct()
    expect(doc.servers?.[0]?.url).toBe(product.urls.api)
    const facts = product.facts as { api: Record<string, string | number> }
    expect(text).toContain(`${facts.api.rateLimitPerMinute} requests per minute`)
    expect(text).toContain(`start with \`${facts.api.serverKeyPrefix}\``)
    expect(text).toContain(`start with \`${facts.api.websiteKeyPrefix}\``)
  })

  it("takes durations and limits in descriptions from the product facts, not typed by hand", () => {
    const source = readFileSync(SOURCE, "utf8")
    expect(text).not.toMatch(/%%/)
    // Prose numbers next to a unit: each must come from a %%facts…%% token.
    const typed = source.match(
      /\b\d+(-character| (seconds|minutes|hours|months|attempts|characters|missed reports|requests per minute|ids|entries))\b/g,
    )
    // Not product facts: a deliberately wrong example code and an example Retry-After.
    const allowed = ["5 characters", "23 seconds"]
    expect((typed ?? []).filter(t => !allowed.includes(t))).toEqual([])
  })

  it("keeps schema limits equal to the product facts", () => {
    const facts = loadProduct().facts as Record<string, Record<string, number>>
    const schemas = doc.components?.schemas as Record<string, Schema>
    const props = (name: string) => schemas[name].properties as Record<string, Schema>
    const queue = listOperations(doc).find(e => e.operation.operationId === "getQueueCommands")!
    const limit = queue.operation.parameters!.find(p => p.name === "limit")!.schema!
    expect([limit.maximum, limit.default]).toEqual([facts.api.queueLimitMax, facts.api.queueLimitDefault])
    expect(props("CompleteCommandsRequest").command_ids.maxItems).toBe(facts.api.completeMaxIds)
    const distinct = (schemas.CompleteCommandsRequest as Record<string, unknown>)["x-distinct-ids"] as { max: number }
    expect(distinct.max).toBe(facts.api.completeMaxIds)
    expect(props("FailedCommand").output.maxLength).toBe(facts.api.failedOutputMaxChars)
    expect(props("MinecraftVerifyRequest").code.pattern).toContain(`{${facts.accountLinking.minecraftCodeLength}}`)
  })

  it("leaves a field's length and count limits to its schema, which the reference tables state", () => {
    const repeated: string[] = []
    const LIMITS = ["maxLength", "maxItems"] as const
    const visit = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return
      const schema = node as Schema & Record<string, unknown>
      for (const key of LIMITS) {
        const limit = schema[key]
        if (typeof limit === "number" && new RegExp(`\\b${limit}\\b`).test(schema.description ?? ""))
          repeated.push(`${at}: "${schema.description}" repeats ${key} ${limit}`)
      }
      for (const [name, child] of Object.entries(node)) visit(child, `${at}/${name}`)
    }
    visit(doc.components?.schemas, "components/schemas")
    expect(repeated).toEqual([])
  })

  it("words every pattern for readers (x-pattern-message), so no error answer shows a regex", () => {
    const unworded: string[] = []
    const visit = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return
      const schema = node as Record<string, unknown>
      if (typeof schema.pattern === "string" && typeof schema["x-pattern-message"] !== "string") unworded.push(at)
      for (const [name, child] of Object.entries(node)) visit(child, `${at}/${name}`)
    }
    visit(doc, "")
    expect(unworded).toEqual([])
  })

  it("an unknown fact token fails with the file and the fix", () => {
    expect(() => openApiText("description: %%facts.api.nope%%")).toThrow(
      "content/api/openapi.yaml: unknown product fact `%%facts.api.nope%%`. Fix:",
    )
  })
})

describe("example validation itself", () => {
  it("rejects an example that breaks its schema", () => {
    const validate = compile({ type: "object", required: ["amount"], properties: { amount: { type: "string" } } })
    expect(validate({ amount: 5 })).toBe(false)
  })
})
