import { loadOpenApi, serverUrl } from "../../../src/node/openapi"
import { findOperation } from "../../../src/lib/openapi/operations"
import type { SecurityScheme } from "../../../src/lib/openapi/types"
import { consoleOperation, defaultInputs } from "../../../src/lib/try-it/operation"
import { randomUuid, requestOf } from "../../../src/lib/try-it/request"

const doc = loadOpenApi()
const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, SecurityScheme>
const op = consoleOperation(findOperation(doc, "adjustUserBalance")!, serverUrl(doc), schemes)
const documentedKey = op.params.find(param => param.name === "Idempotency-Key")!.example

describe("the idempotency key the console sends", () => {
  it("is a new one for each send while the field holds the documented example", () => {
    const inputs = defaultInputs(op, "qfw_key")
    expect(inputs.params["Idempotency-Key"]).toBe(documentedKey)
    const first = requestOf(op, inputs).headers["Idempotency-Key"]
    const second = requestOf(op, inputs).headers["Idempotency-Key"]
    expect(first).not.toBe(documentedKey)
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(second).not.toBe(first)
  })

  it("is the reader's own when they typed one, so they can retry a change with it", () => {
    const inputs = defaultInputs(op, "qfw_key")
    inputs.params["Idempotency-Key"] = "reward-2025-06-14-steve"
    expect(requestOf(op, inputs).headers["Idempotency-Key"]).toBe("reward-2025-06-14-steve")
  })
})

it("random UUIDs are version 4 and differ", () => {
  const ids = new Set(Array.from({ length: 50 }, randomUuid))
  expect(ids.size).toBe(50)
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
})
