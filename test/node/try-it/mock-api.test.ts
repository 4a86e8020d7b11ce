import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { loadOpenApi, serverUrl } from "../../../src/node/openapi"
import { loadProduct, ROOT_DIR } from "../../../src/node/product"
import { lookupFact } from "../../../src/lib/content/tokens"
import { createMockApi, type MockDefinition, type MockRequest, type Validate } from "../../../src/lib/try-it/mock"
import { mockModuleSource } from "../../../src/node/try-it/mock-module"

/**
 * The mock API the Try it console runs, built as the site builds it: the module the build
 * writes (standalone validators compiled from content/api/openapi.yaml) loaded with require,
 * then asked the questions a reader's console asks.
 */
const doc = loadOpenApi()
const facts = loadProduct().facts
const LIMIT = Number(lookupFact(facts, "api.rateLimitPerMinute"))
const SERVER_KEY = `${String(lookupFact(facts, "api.serverKeyPrefix"))}test_key`
const WEBSITE_KEY = `${String(lookupFact(facts, "api.websiteKeyPrefix"))}test_key`

const source = mockModuleSource(doc, serverUrl(doc), {
  rateLimitPerMinute: LIMIT,
  serverKeyPrefix: String(lookupFact(facts, "api.serverKeyPrefix")),
  websiteKeyPrefix: String(lookupFact(facts, "api.websiteKeyPrefix")),
})
// Inside the project, as the build writes it: the module requires Ajv's runtime helpers.
mkdirSync(path.join(ROOT_DIR, ".cache"), { recursive: true })
const dir = mkdtempSync(path.join(ROOT_DIR, ".cache", "try-it-test-"))
const file = path.join(dir, "mock.js")
writeFileSync(file, source)
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const generated = require(file) as { definition: MockDefinition; validators: Record<string, Validate> }

/** A mock with its own clock, which a test moves instead of waiting. */
function mock() {
  const clock = { now: Date.parse("2026-11-28T12:00:00Z") }
  const api = createMockApi(generated.definition, generated.validators, () => clock.now)
  return { api, clock }
}

const queue = (headers: Record<string, string> = { "X-Server-Key": SERVER_KEY }, query = "?limit=5"): MockRequest => ({
  method: "GET",
  url: `https://api.questforge.example/v1/server/commands/queue${query}`,
  headers,
  body: "",
})

const complete = (body: string): MockRequest => ({
  method: "POST",
  url: "/server/commands/complete",
  headers: { "X-Server-Key": SERVER_KEY, "Content-Type": "application/json" },
  body,
})

describe("the Try it mock API", () => {
  it("holds no code that compiles at run time (the page's policy has no 'unsafe-eval')", () => {
    expect(source).not.toMatch(/new Function|\beval\(/)
    expect(source).toContain("exports.validators")
  })

  it("answers a valid request with the documented success example and the rate-limit headers", () => {
    const { api } = mock()
    const response = api(queue())
    const documented = doc.paths["/server/commands/queue"].get.responses["200"].content!["application/json"]
    expect(response.status).toBe(200)
    expect(response.body).toEqual(Object.values(documented.examples!)[0].value)
    expect(response.headers["X-RateLimit-Limit"]).toBe(String(LIMIT))
    expect(response.headers["X-RateLimit-Remaining"]).toBe(String(LIMIT - 1))
  })

  it("holds a listed answer to the request's limit, with has_more when the example had more", () => {
    const { api } = mock()
    const documented = doc.paths["/server/commands/queue"].get.responses["200"].content!["application/json"]
    const example = Object.values(documented.examples!)[0].value as { commands: unknown[]; has_more: boolean }
    expect(example.commands.length).toBeGreaterThan(1)
    const one = api(queue(undefined, "?limit=1")).body as { commands: unknown[]; has_more: boolean }
    expect(one.commands).toEqual(example.commands.slice(0, 1))
    expect(one.has_more).toBe(true)
    const all = api(queue(undefined, `?limit=${example.commands.length}`)).body
    expect(all).toEqual(example)
  })

  it("answers 401 invalid_key without a key, or with a key that is not a key", () => {
    const { api } = mock()
    const without: Record<string, string>[] = [{}, { "X-Server-Key": "" }, { "X-Server-Key": "hunter2" }]
    for (const headers of without) {
      const response = api(queue(headers))
      expect(response.status).toBe(401)
      expect(response.body).toEqual({
        error: { code: "invalid_key", message: "The API key is missing, unknown or revoked." },
      })
      // The reference documents the rate headers on every answer, errors included.
      expect(response.headers["X-RateLimit-Limit"]).toBe(String(LIMIT))
    }
    expect(api(queue({ "X-Server-Key": WEBSITE_KEY })).headers["X-RateLimit-Remaining"]).toBe(String(LIMIT - 1))
  })

  it("answers 403 key_scope to a website key on a server endpoint, and reads a bearer key", () => {
    const { api } = mock()
    expect(api(queue({ "X-Server-Key": WEBSITE_KEY })).status).toBe(403)
    const user = (authorization: string) =>
      api({ method: "GET", url: "/website/users/1542", headers: { Authorization: authorization }, body: "" })
    expect(user(`Bearer ${WEBSITE_KEY}`).status).toBe(200)
    expect(user(WEBSITE_KEY).status).toBe(401)
  })

  it("answers the documented validation error naming each invalid field and why", () => {
    const { api } = mock()
    const tooMany = api(queue(undefined, "?limit=500"))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toEqual({
      error: {
        code: "validation_failed",
        message: "The query parameter limit is invalid.",
        details: [{ field: "limit", message: "Must be between 1 and 100." }],
      },
    })
    const body = api(complete(JSON.stringify({ command_ids: [5, -1], failed: [{ id: 7, extra: true }], note: "x" })))
    expect(body.status).toBe(400)
    expect(body.body).toMatchObject({
      error: { code: "validation_failed", message: "The request body has 3 invalid fields." },
    })
    expect((body.body as { error: { details: unknown } }).error.details).toEqual([
      { field: "note", message: "Is not a field of this request: the API refuses fields it does not know." },
      { field: "command_ids[1]", message: "Must be 1 or greater." },
      { field: "failed[0].extra", message: "Is not a field of this request: the API refuses fields it does not know." },
    ])
  })

  it("refuses a malformed prefixed user and a zero amount, as the reference's 400 examples do", () => {
    const { api } = mock()
    const auth = { Authorization: `Bearer ${WEBSITE_KEY}`, "Idempotency-Key": "7d3f0c9e-2b1a-4c55-9e0f-3a8b6c1d2e4f" }
    const user = (value: string) =>
      api({ method: "GET", url: `/website/users/${encodeURIComponent(value)}`, headers: auth, body: "" }).status
    expect([user("steam:123"), user("discord:stevebuilds"), user("mc:not-a-uuid")]).toEqual([400, 400, 400])
    expect([user("Steve_Builder"), user("1542"), user("steam:76561198012345678")]).toEqual([200, 200, 200])
    const adjust = (amount: string) =>
      api({
        method: "POST",
        url: "/website/users/1542/balance",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ amount, reason: "Prize" }),
      }).status
    expect([adjust("0"), adjust("0.00"), adjust("-0.0")]).toEqual([400, 400, 400])
    expect([adjust("5.00"), adjust("-2.50"), adjust("0.01")]).toEqual([201, 201, 201])
  })

  it("words a refused pattern as the description does, and counts a field that breaks two rules once", () => {
    const { api } = mock()
    const auth = { Authorization: `Bearer ${WEBSITE_KEY}`, "Idempotency-Key": "7d3f0c9e-2b1a-4c55-9e0f-3a8b6c1d2e4f" }
    const zero = api({
      method: "POST",
      url: "/website/users/1542/balance",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ amount: "0.00", reason: "Prize" }),
    }).body as { error: { message: string; details: { field: string; message: string }[] } }
    expect(zero.error.details).toEqual([
      { field: "amount", message: expect.stringMatching(/^Must be a decimal string other than zero/) },
    ])
    const status = api({
      method: "POST",
      url: "/server/status",
      headers: { "X-Server-Key": SERVER_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({
        game: "minecraft",
        players_online: 1,
        players_max: 100,
        players: [{ name: "Steve_Builder", uuid: "3f8e2a619c4d4b7a8e152d6c0a9b7f34" }],
        map: "world",
        version: "Paper 1.21.1",
        plugin_version: "2.4.0",
      }),
    }).body as { error: { message: string; details: { field: string; message: string }[] } }
    expect(status.error.message).toBe("The request body has 1 invalid field.")
    expect(status.error.details).toEqual([
      { field: "players[0].uuid", message: expect.stringMatching(/^Must be a Minecraft UUID in the dashed form/) },
    ])
  })

  it("refuses an id reported twice, in one list or across both, and more ids than the lists may hold", () => {
    const { api } = mock()
    const details = (body: unknown) => {
      const response = api(complete(JSON.stringify(body)))
      return response.status === 200 ? [] : (response.body as { error: { details: unknown[] } }).error.details
    }
    expect(details({ command_ids: [1, 2], failed: [{ id: 3 }] })).toEqual([])
    expect(details({ command_ids: [1, 2], failed: [{ id: 2 }] })).toEqual([
      { field: "failed[0].id", message: "Repeats the id of command_ids[1]: report each command once." },
    ])
    expect(details({ failed: [{ id: 7 }, { id: 7, retry: true }] })).toEqual([
      { field: "failed[1].id", message: "Repeats the id of failed[0].id: report each command once." },
    ])
    const ids = Array.from({ length: 60 }, (_, i) => i + 1)
    expect(details({ command_ids: ids, failed: ids.map(id => ({ id: id + 100 })) })).toEqual([
      { field: "body", message: "Holds 120 ids in command_ids and failed.id; at most 100 together." },
    ])
  })

  it("says which alternative a body lacks, and what is wrong with a body that is not JSON", () => {
    const { api } = mock()
    const empty = api(complete("{}")).body as { error: { details: { field: string; message: string }[] } }
    expect(empty.error.details).toEqual([
      {
        field: "command_ids",
        message: "Must match one of 2 forms. command_ids: This field is required. Or failed: This field is required.",
      },
    ])
    const broken = api(complete('{"command_ids": [1,')).body as { error: { details: { field: string }[] } }
    expect(broken.error.details[0].field).toBe("body")
    const header = api({
      method: "POST",
      url: "/website/users/1542/balance",
      headers: { Authorization: `Bearer ${WEBSITE_KEY}` },
      body: JSON.stringify({ amount: 5, reason: "Prize" }),
    })
    expect(header.body).toEqual({
      error: {
        code: "validation_failed",
        message: "The request has 2 invalid fields.",
        details: [
          { field: "Idempotency-Key", message: "This header is required." },
          { field: "amount", message: "Must be a string, not number." },
        ],
      },
    })
  })

  it(`answers 429 with Retry-After once a key passes ${LIMIT} requests in its minute, and again after the window`, () => {
    const { api, clock } = mock()
    for (let i = 0; i < LIMIT; i++) expect(api(queue()).status).toBe(200)
    clock.now += 20_000
    const limited = api(queue())
    expect(limited.status).toBe(429)
    expect(limited.headers["Retry-After"]).toBe("40")
    expect(limited.headers["X-RateLimit-Remaining"]).toBe("0")
    expect(limited.body).toEqual({
      error: {
        code: "rate_limited",
        message: `Rate limit of ${LIMIT} requests per minute reached. Retry in 40 seconds.`,
      },
    })
    // Another key has a window of its own; this one starts a new window after the minute.
    expect(api(queue({ "X-Server-Key": `${SERVER_KEY}_2` })).status).toBe(200)
    clock.now += 40_000
    expect(api(queue()).status).toBe(200)
  })

  it("answers 404 for a path or method the API does not have, and 204 to Prefer: return=minimal", () => {
    const { api } = mock()
    const unknown = api({ method: "GET", url: "/server/nothing", headers: { "X-Server-Key": SERVER_KEY }, body: "" })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({
      error: { code: "not_found", message: "The API has no endpoint GET /server/nothing." },
    })
    // Counted against the key it carries, with the rate headers every response has.
    expect(unknown.headers["X-RateLimit-Limit"]).toBe(String(LIMIT))
    expect(unknown.headers["X-RateLimit-Remaining"]).toBe(String(LIMIT - 1))
    const other = api({ ...queue({ Authorization: `Bearer ${WEBSITE_KEY}` }), method: "DELETE" })
    expect(other.status).toBe(404)
    expect(other.headers["X-RateLimit-Remaining"]).toBe(String(LIMIT - 1))
    expect(api({ ...queue(), method: "DELETE" }).headers["X-RateLimit-Remaining"]).toBe(String(LIMIT - 2))
    const status = doc.paths["/server/status"].post.requestBody!.content["application/json"]
    const report = {
      method: "POST",
      url: "/server/status",
      headers: { "X-Server-Key": SERVER_KEY, Prefer: "return=minimal" },
      body: JSON.stringify(Object.values(status.examples!)[0].value),
    }
    const minimal = api(report)
    expect(minimal.status).toBe(204)
    expect(minimal.body).toBeUndefined()
    expect(api({ ...report, headers: { "X-Server-Key": SERVER_KEY } }).status).toBe(200)
  })
})
