import { _ } from "ajv"
import Ajv2020 from "ajv/dist/2020"
import standaloneCode from "ajv/dist/standalone"
import addFormats from "ajv-formats"
import { listOperations } from "../../lib/openapi/operations"
import type { OpenApiDocument, SecurityScheme } from "../../lib/openapi/types"
import type { MockDefinition } from "../../lib/try-it/mock"
import { serverOrigins } from "../../lib/try-it/request"
import { mockOperation, parameterSchema, validatorName, withoutAnnotations } from "../../lib/try-it/mock-operation"

/** The facts the mock reads besides the description (content/product.yaml, `facts.api`). */
export interface MockFacts {
  rateLimitPerMinute: number
  serverKeyPrefix: string
  websiteKeyPrefix: string
}

/**
 * The "Try it" console's mock API as a CommonJS module, written at build time: the operations'
 * data (`definition`) and one validator per operation's parameters and body.
 *
 * The validators are Ajv's standalone code, compiled here in Node: the site's
 * Content-Security-Policy has no `'unsafe-eval'`, so Ajv may never compile in the page (it
 * builds each validator with `new Function`). The module holds plain functions; a format that
 * is a regular expression is inlined, one that is a function is required from ajv-formats'
 * table (`code.formats`). `verbose` keeps each error's schema, from which the mock words
 * "Must be between 1 and 100."
 */
export function mockModuleSource(doc: OpenApiDocument, serverUrl: string, facts: MockFacts): string {
  const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, SecurityScheme>
  const ajv = new Ajv2020({
    strict: false, // OpenAPI 3.1 schemas carry annotation keywords (`examples`, `description`)
    allErrors: true,
    verbose: true,
    code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  })
  addFormats(ajv)
  const entries = listOperations(doc)
  const exported: Record<string, string> = {}
  for (const entry of entries) {
    const id = entry.operation.operationId
    const params = validatorName(id, "params")
    ajv.addSchema(parameterSchema(entry), params)
    exported[params] = params
    const body = entry.operation.requestBody?.content["application/json"]?.schema
    if (body) {
      const name = validatorName(id, "body")
      ajv.addSchema(withoutAnnotations(body) as object, name)
      exported[name] = name
    }
  }
  const definition: MockDefinition = {
    operations: entries.map(entry => mockOperation(entry, serverUrl, schemes)),
    rateLimitPerMinute: facts.rateLimitPerMinute,
    keyPrefixes: { serverKey: facts.serverKeyPrefix, websiteKey: facts.websiteKeyPrefix },
    connectOrigins: serverOrigins((doc.servers ?? []).map(server => server.url)),
  }
  return [
    "// Written by the build (src/node/try-it): the Try it console's mock API. Do not edit.",
    standaloneCode(ajv, exported),
    `exports.validators = { ${Object.keys(exported)
      .map(name => `${name}: exports.${name}`)
      .join(", ")} };`,
    `exports.definition = ${JSON.stringify(definition)};`,
    "",
  ].join("\n")
}
