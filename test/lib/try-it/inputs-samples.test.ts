import { loadOpenApi, serverUrl } from "../../../src/node/openapi"
import { findOperation, listOperations } from "../../../src/lib/openapi/operations"
import { shapeOf } from "../../../src/lib/openapi/sample-shape"
import { codeSamples, gameRequests, samplesOf } from "../../../src/lib/openapi/samples"
import type { SecurityScheme } from "../../../src/lib/openapi/types"
import { consoleOperation, defaultInputs, isDocumentedRequest } from "../../../src/lib/try-it/operation"

const doc = loadOpenApi()
const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, SecurityScheme>
const opOf = (id: string) => consoleOperation(findOperation(doc, id)!, serverUrl(doc), schemes)

describe("samples made from the Try it console's inputs", () => {
  it("are the page's own samples while the inputs are the documented request", () => {
    for (const entry of listOperations(doc)) {
      const op = consoleOperation(entry, serverUrl(doc), schemes)
      const inputs = defaultInputs(op, "qfs_anything")
      expect(isDocumentedRequest(op, inputs)).toBe(true)
      const forGame = gameRequests(entry, serverUrl(doc), schemes)
      expect(samplesOf(shapeOf(op, inputs), op.games, forGame)).toEqual(codeSamples(entry, serverUrl(doc), schemes))
    }
  })

  it("spell exactly what the reader typed: parameters, headers and body, the key only by its variable", () => {
    const op = opOf("adjustUserBalance")
    const inputs = {
      params: { user: "steam:76561198012345678", "Idempotency-Key": "retry-$HOME-1" },
      key: "qfw_my_real_secret",
      body: '{"amount": "-2.50", "reason": "Steve\'s refund"}',
    }
    expect(isDocumentedRequest(op, inputs)).toBe(false)
    const [curl, js] = samplesOf(shapeOf(op, inputs), op.games)
    expect(curl.code).toBe(
      [
        'curl -X POST "https://api.questforge.example/v1/website/users/steam%3A76561198012345678/balance"',
        '  -H "Authorization: Bearer $QF_WEBSITE_KEY"',
        '  -H "Idempotency-Key: retry-\\$HOME-1"',
        '  -H "Content-Type: application/json"',
        `  -d '{\n  "amount": "-2.50",\n  "reason": "Steve'\\''s refund"\n}'`,
      ].join(" \\\n"),
    )
    expect(js.code).toContain('"reason": "Steve\'s refund"')
    for (const sample of samplesOf(shapeOf(op, inputs), op.games)) expect(sample.code).not.toContain("my_real_secret")
  })

  it("generate an idempotency key left at its example, so a copied sample never replays an earlier adjustment", () => {
    const op = opOf("adjustUserBalance")
    const [curl, js, php] = samplesOf(shapeOf(op, defaultInputs(op, "qfw_x")), op.games)
    const example = op.params.find(param => param.name === "Idempotency-Key")!.example
    for (const sample of [curl, js, php]) expect(sample.code).not.toContain(example)
    // Made once, before the request, so a retry of the same change can send it again.
    expect(curl.code).toMatch(/^# A new key for each change.*\nIDEMPOTENCY_KEY=\$\(uuidgen\)\ncurl /)
    expect(curl.code).toContain('-H "Idempotency-Key: $IDEMPOTENCY_KEY"')
    expect(js.code).toMatch(
      /^\/\/ A new key for each change.*\nconst idempotencyKey = crypto\.randomUUID\(\);\nconst response = /,
    )
    expect(js.code).toContain('"Idempotency-Key": idempotencyKey,')
    expect(php.code).toMatch(
      /^<\?php\n\/\/ A new key for each change.*\n\$idempotencyKey = bin2hex\(random_bytes\(16\)\);\n/,
    )
    expect(php.code).toContain("'Idempotency-Key: ' . $idempotencyKey,")
  })

  it("leave out an emptied optional parameter and the key header when there is no key", () => {
    const op = opOf("getQueueCommands")
    const [curl] = samplesOf(shapeOf(op, { params: { limit: "" }, key: "", body: "" }), op.games)
    expect(curl.code).toBe('curl -X GET "https://api.questforge.example/v1/server/commands/queue"')
  })

  it("cannot spell a body that is not JSON: the caller keeps the last one that was", () => {
    const op = opOf("completeQueueCommands")
    expect(() => shapeOf(op, { params: {}, key: "qfs_x", body: '{"command_ids": [' })).toThrow(SyntaxError)
  })
})
