import { deref } from "../../../src/lib/openapi/deref"
import { fieldsOf, typeLabel } from "../../../src/lib/openapi/operations"
import { parameterTable } from "../../../src/lib/openapi/reference-tables"
import { codeSamples } from "../../../src/lib/openapi/samples"
import { operationToMdast } from "../../../src/lib/openapi/to-mdast"
import type { MdNode } from "../../../src/lib/markdown/mdast"
import type { OperationEntry, SecurityScheme } from "../../../src/lib/openapi/types"

const schemes: Record<string, SecurityScheme> = {
  serverKey: { type: "apiKey", in: "header", name: "X-Server-Key" },
  websiteKey: { type: "http", scheme: "bearer" },
}

function createEntry(
  overrides: Partial<OperationEntry["operation"]> = {},
  method = "POST",
  path = "/server/commands/complete",
): OperationEntry {
  return {
    method,
    path,
    operation: {
      operationId: "completeQueueCommands",
      summary: "Complete queue commands",
      security: [{ serverKey: [] }],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["command_ids"],
              properties: { command_ids: { type: "array", items: { type: "integer" }, maxItems: 100 } },
            },
            example: { command_ids: [1, 2] },
          },
        },
      },
      responses: {
        "200": {
          description: "Done.",
          content: {
            "application/json": {
              schema: { type: "object", properties: { completed: { type: "array", items: { type: "integer" } } } },
              example: { completed: [1, 2] },
            },
          },
        },
        "401": {
          description: "Wrong key.",
          content: { "application/json": { example: { error: { code: "invalid_key", message: "No." } } } },
        },
      },
      ...overrides,
    },
  }
}

const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join("")

describe("deref", () => {
  it("resolves local references and lets sibling keys override", () => {
    const root = { components: { schemas: { Id: { type: "integer", description: "An id." } } } }
    expect(deref(root, { $ref: "#/components/schemas/Id", description: "The order id." })).toEqual({
      type: "integer",
      description: "The order id.",
    })
  })

  it("fails on a reference cycle and on a missing target", () => {
    const root = { a: { $ref: "#/b" }, b: { $ref: "#/a" } }
    expect(() => deref(root, root.a)).toThrow("Reference cycle")
    expect(() => deref({}, { $ref: "#/missing" })).toThrow("Unresolved reference #/missing")
  })
})

describe("schema tables", () => {
  it("flattens nested objects and arrays into dotted rows", () => {
    const rows = fieldsOf({
      type: "object",
      required: ["commands"],
      properties: {
        commands: {
          type: "array",
          items: {
            type: "object",
            properties: {
              player: { type: "object", properties: { uuid: { type: ["string", "null"], format: "uuid" } } },
            },
          },
        },
      },
    })
    expect(rows.map(r => [r.name, r.type, r.required])).toEqual([
      ["commands", "array of object", true],
      ["commands[].player", "object", false],
      ["commands[].player.uuid", "string (uuid) or null", false],
    ])
  })

  it("states a list's limits once, distinct when its items must be unique", () => {
    const [ids] = fieldsOf({
      type: "object",
      properties: {
        ids: { type: "array", description: "Ids of commands run.", maxItems: 100, uniqueItems: true, items: {} },
      },
    })
    expect(ids.description).toBe("Ids of commands run. 0 to 100 distinct items.")
  })

  it("labels enums and unions", () => {
    expect(typeLabel({ oneOf: [{ type: "string" }, { type: "integer" }] })).toBe("string or integer")
  })

  it("states a parameter's range and default, as the field tables do", () => {
    const table = parameterTable([
      {
        name: "limit",
        in: "query",
        required: false,
        description: "Maximum number of commands to return.",
        schema: { type: "integer", minimum: 1, maximum: 100, default: 50 },
      },
    ])
    const words = (node: MdNode): string =>
      node.value !== undefined ? String(node.value) : (node.children ?? []).map(words).join("")
    expect(words(table)).toContain("Maximum number of commands to return. 1 to 100. Default 50.")
  })
})

describe("code samples", () => {
  it("sends the documented example with the key from the environment", () => {
    const [curl, js] = codeSamples(createEntry(), "https://api.example/v1", schemes)
    expect(curl.code).toContain('curl -X POST "https://api.example/v1/server/commands/complete"')
    expect(curl.code).toContain('-H "X-Server-Key: $QF_SERVER_KEY"')
    expect(curl.code).toContain('"command_ids": [')
    expect(js.code).toContain('"X-Server-Key": process.env.QF_SERVER_KEY,')
  })

  it("adds the plugin runtimes for game-server endpoints only", () => {
    expect(codeSamples(createEntry(), "https://api.example/v1", schemes).map(s => s.label)).toEqual([
      "curl",
      "JavaScript",
      "PHP",
      "Java 8",
      "Lua (FiveM)",
      "Pawn (AMXX)",
      "C# (CS2)",
      "C# (Oxide)",
    ])
    const website = createEntry({ security: [{ websiteKey: [] }] })
    const labels = codeSamples(website, "https://api.example/v1", schemes)
    expect(labels.map(s => s.label)).toEqual(["curl", "JavaScript", "PHP"])
    expect(labels[0].code).toContain('-H "Authorization: Bearer $QF_WEBSITE_KEY"')
    expect(labels[2].code).toContain("'Authorization: Bearer ' . getenv('QF_WEBSITE_KEY'),")
  })

  it("fills path parameters from their examples", () => {
    const entry = createEntry(
      {
        requestBody: undefined,
        security: [{ websiteKey: [] }],
        parameters: [{ name: "user", in: "path", required: true, example: "steam:765" }],
      },
      "GET",
      "/website/users/{user}",
    )
    expect(codeSamples(entry, "https://api.example/v1", schemes)[0].code).toContain("/website/users/steam%3A765")
  })
})

/** The generated nodes in reading order, without the HTML wrappers of the two-column layout. */
const unwrapped = (nodes: MdNode[]): MdNode[] =>
  nodes.flatMap(n => (n.type === "mdxJsxFlowElement" && n.name === "div" ? unwrapped(n.children ?? []) : [n]))

describe("generated reference", () => {
  it("puts the code samples in a column of their own after the reference, in reading order", () => {
    const nodes = operationToMdast(createEntry(), "https://api.example/v1", schemes)
    expect(nodes).toHaveLength(1)
    const [layout] = nodes
    expect(layout.attributes).toEqual([{ type: "mdxJsxAttribute", name: "className", value: "endpoint" }])
    const [reference, samples] = layout.children!
    expect(reference.attributes![0].value).toBe("endpoint-reference")
    expect(samples.attributes![0].value).toBe("endpoint-samples")
    expect(textOf(samples.children![0])).toBe("Code samples")
    // The samples' tabs inside the operation's Try it console (a button once the page runs).
    expect(samples.children![1]).toMatchObject({
      type: "mdxJsxFlowElement",
      name: "TryIt",
      attributes: [
        { name: "operation", value: "completeQueueCommands" },
        { name: "summary", value: "Complete queue commands" },
      ],
      children: [{ type: "mdxJsxFlowElement", name: "Tabs" }],
    })
    // Beside them, a copy of the first response example (the twin skips it: plain-mdast.ts).
    expect(samples.children![2]).toMatchObject({ name: "SampleResponse", children: [{ type: "code", lang: "json" }] })
    // Response examples folded, each with its title; tables classed for the phone layout.
    const folded = reference.children!.filter(n => n.name === "ResponseExample")
    expect(folded.length).toBeGreaterThan(0)
    expect(folded[0].children![0]).toMatchObject({ type: "code", lang: "json" })
    const tables = reference.children!.filter(n => n.type === "table").map(n => n.data?.hProperties?.className)
    expect(tables).toContain("api-errors")
  })

  it("has the banner, request, responses, errors and samples sections", () => {
    const nodes = unwrapped(operationToMdast(createEntry(), "https://api.example/v1", schemes))
    expect(nodes[0]).toMatchObject({ type: "mdxJsxFlowElement", name: "EndpointBanner" })
    expect(nodes.filter(n => n.type === "heading").map(n => `${n.depth} ${textOf(n)}`)).toEqual([
      "2 Request body",
      "2 Responses",
      "3 200 OK",
      "2 Errors",
      "2 Code samples",
    ])
    const errors = nodes.find(n => n.type === "table" && textOf(n).includes("401"))
    expect(textOf(errors!)).toContain("invalid_key")
  })

  it("turns description paragraphs and bullet lists into Markdown", () => {
    const entry = createEntry({
      requestBody: {
        description: "The ids you ran.\n\n- Ids of this server's\n  queue only.\n- At most 100.",
        content: { "application/json": { schema: { type: "object" }, example: {} } },
      },
    })
    const nodes = unwrapped(operationToMdast(entry, "https://api.example/v1", schemes))
    const list = nodes.find(n => n.type === "list")!
    expect(list.children!.map(textOf)).toEqual(["Ids of this server's queue only.", "At most 100."])
    expect(nodes.some(n => n.type === "paragraph" && textOf(n) === "The ids you ran.")).toBe(true)
  })

  it("names the operation in headings when a page holds several", () => {
    const nodes = unwrapped(
      operationToMdast(createEntry(), "https://api.example/v1", schemes, {
        prefixHeadings: true,
        headingDepth: 3,
      }),
    )
    expect(nodes.filter(n => n.type === "heading").map(n => `${n.depth} ${textOf(n)}`)[0]).toBe(
      "3 Complete queue commands: request body",
    )
  })
})
