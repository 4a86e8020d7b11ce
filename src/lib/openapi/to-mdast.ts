import { code, fence, heading, paragraph, strong, table, text, type MdNode } from "../markdown/mdast"
import { examplesOf, fieldsOf, STATUS_TEXT, typeLabel, type FieldRow } from "./operations"
import { codeSamples } from "./samples"
import type { OperationEntry, SecurityScheme } from "./types"

/** The `groupId` of every endpoint's code-sample tabs. */
export const CODE_LANGUAGE_GROUP = "code-language"

const jsx = (name: string, attributes: Record<string, string>, children: MdNode[] = []): MdNode => ({
  type: "mdxJsxFlowElement",
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value })),
  children,
})

/** Inline Markdown of descriptions: `code` and **bold** only; everything else stays text. */
export function inline(markdown: string): MdNode[] {
  const nodes: MdNode[] = []
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*/g
  let last = 0
  for (const match of markdown.matchAll(pattern)) {
    if (match.index! > last) nodes.push(text(markdown.slice(last, match.index)))
    nodes.push(match[1] !== undefined ? code(match[1]) : strong(match[2]))
    last = match.index! + match[0].length
  }
  if (last < markdown.length) nodes.push(text(markdown.slice(last)))
  return nodes
}

/** A description becomes paragraphs and bullet lists (blank-line separated), lines folded. */
function prose(markdown: string | undefined): MdNode[] {
  if (!markdown) return []
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .map(block => {
      const lines = block.split("\n").map(line => line.trim())
      if (lines[0].startsWith("- ")) {
        // Continuation lines belong to the item above them.
        const items: string[] = []
        for (const line of lines) {
          if (line.startsWith("- ")) items.push(line.slice(2))
          else items[items.length - 1] += ` ${line}`
        }
        return {
          type: "list",
          ordered: false,
          spread: false,
          children: items.map(item => ({ type: "listItem", spread: false, children: [paragraph(...inline(item))] })),
        } as MdNode
      }
      return paragraph(...inline(lines.join(" ")))
    })
}

/**
 * The class of a generated table, for the HTML only (the Markdown twin drops `data`): on a
 * phone the parameters and fields become stacked property lists (src/styles/global.css).
 */
const classed = (node: MdNode, className: string): MdNode => ({ ...node, data: { hProperties: { className } } })

/** A response example, folded: the JSON is there when asked, not four screens of it by default. */
const folded = (label: string, node: MdNode): MdNode => jsx("ResponseExample", { label }, [node])

function fieldTable(rows: FieldRow[]): MdNode {
  return classed(
    table(
      ["Field", "Type", "Required", "Description"],
      rows.map(r => [[code(r.name)], [text(r.type)], [text(r.required ? "yes" : "no")], inline(r.description)]),
    ),
    "api-fields",
  )
}

function authentication(entry: OperationEntry, schemes: Record<string, SecurityScheme>): MdNode[] {
  const name = Object.keys(entry.operation.security?.[0] ?? {})[0]
  const scheme = name ? schemes[name] : undefined
  if (!scheme) return [paragraph(strong("Authentication:"), text(" none."))]
  const how =
    scheme.type === "apiKey"
      ? [text(" send the key in the "), code(scheme.name ?? ""), text(" header.")]
      : [text(" send the key as "), code("Authorization: Bearer <key>"), text(".")]
  const label = name === "serverKey" ? "server key" : name === "websiteKey" ? "website API key" : name!
  return [paragraph(strong("Authentication:"), text(` ${label};`), ...how)]
}

/**
 * The generated reference for one operation, as Markdown nodes: the method and path banner,
 * authentication, parameters, request body, responses with examples, errors and code
 * samples. Generated before the table of contents is built, so every heading is listed and
 * every code block is highlighted like hand-written ones.
 */
export function operationToMdast(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
  { prefixHeadings = false, headingDepth = 2 }: { prefixHeadings?: boolean; headingDepth?: number } = {},
): MdNode[] {
  const { operation } = entry
  const h = (value: string, extra = 0) => heading(headingDepth + extra, value)
  // On a page with several operations, section headings name their operation to stay unique.
  const section = (name: string) =>
    prefixHeadings ? `${operation.summary ?? operation.operationId}: ${name.toLowerCase()}` : name
  const nodes: MdNode[] = [
    jsx("EndpointBanner", { method: entry.method, path: entry.path, server: serverUrl }),
    ...authentication(entry, schemes),
  ]

  const params = operation.parameters ?? []
  if (params.length) {
    nodes.push(h(section("Parameters")))
    nodes.push(
      classed(
        table(
          ["Parameter", "In", "Type", "Required", "Description"],
          params.map(p => [
            [code(p.name)],
            [text(p.in)],
            [text(typeLabel(p.schema))],
            [text(p.required ? "yes" : "no")],
            inline(
              [
                p.description ?? "",
                p.schema?.default !== undefined ? `Default \`${JSON.stringify(p.schema.default)}\`.` : "",
              ]
                .filter(Boolean)
                .join(" "),
            ),
          ]),
        ),
        "api-params",
      ),
    )
  }

  const body = operation.requestBody?.content["application/json"]
  if (body) {
    nodes.push(h(section("Request body")))
    nodes.push(...prose(operation.requestBody?.description))
    const fields = fieldsOf(body.schema)
    if (fields.length) nodes.push(fieldTable(fields))
    for (const example of examplesOf(body)) {
      nodes.push(
        fence(
          "json",
          JSON.stringify(example.value, null, 2),
          `title="Request${example.summary ? `: ${example.summary}` : ""}"`,
        ),
      )
    }
  }

  const statuses = Object.entries(operation.responses)
  const success = statuses.filter(([status]) => status.startsWith("2"))
  const errors = statuses.filter(([status]) => !status.startsWith("2"))
  nodes.push(h(section("Responses")))
  let firstResponse: MdNode | null = null
  for (const [status, response] of success) {
    nodes.push(h(`${status} ${STATUS_TEXT[status] ?? ""}`.trim(), 1))
    nodes.push(...prose(response.description))
    const media = response.content?.["application/json"]
    const fields = fieldsOf(media?.schema)
    if (fields.length) nodes.push(fieldTable(fields))
    for (const example of examplesOf(media)) {
      const title = `${status}${example.summary ? `: ${example.summary}` : ""}`
      const json = () => fence("json", JSON.stringify(example.value, null, 2), `title="${title}"`)
      firstResponse ??= jsx("SampleResponse", {}, [json()])
      nodes.push(folded(title, json()))
    }
  }

  if (errors.length) {
    nodes.push(h(section("Errors")))
    nodes.push(
      paragraph(
        text("Every error has the body "),
        code('{ "error": { "code": "...", "message": "..." } }'),
        text(". The codes this endpoint returns:"),
      ),
    )
    const rows: MdNode[][][] = []
    for (const [status, response] of errors) {
      const codes = [
        ...new Set(
          examplesOf(response.content?.["application/json"])
            .map(e => (e.value as { error?: { code?: string } })?.error?.code)
            .filter((c): c is string => Boolean(c)),
        ),
      ]
      rows.push([
        [text(`${status} ${STATUS_TEXT[status] ?? ""}`.trim())],
        codes.length ? codes.flatMap((c, i) => (i ? [text(", "), code(c)] : [code(c)])) : [text("—")],
        inline(response.description.replace(/\s*\n\s*/g, " ")),
      ])
    }
    nodes.push(classed(table(["Status", "Codes", "When"], rows), "api-errors"))
  }

  // Two columns on a wide screen (the samples in a sticky one beside the reference), one on a
  // phone: HTML wrappers only, in reading order, so the Markdown twin and search read the same.
  const samples = [
    h(section("Code samples")),
    // The samples with a "Try it" console (a button once the page runs; src/components/try-it).
    jsx("TryIt", { operation: operation.operationId, summary: operation.summary ?? operation.operationId }, [
      jsx(
        "Tabs",
        // One group on every page: the language a reader picks is picked everywhere.
        { groupId: CODE_LANGUAGE_GROUP },
        codeSamples(entry, serverUrl, schemes).map(sample =>
          jsx("TabItem", { label: sample.label }, [fence(sample.lang, sample.code)]),
        ),
      ),
    ]),
    // The first response beside the request, as API references show it on a wide screen: a
    // copy of the folded example above, for the eye only (no Markdown form, not searched).
    ...(firstResponse ? [firstResponse] : []),
  ]
  return [
    jsx("div", { className: "endpoint" }, [
      jsx("div", { className: "endpoint-reference" }, nodes),
      jsx("div", { className: "endpoint-samples" }, samples),
    ]),
  ]
}
