import { prose } from "../markdown/description-mdast"
import { code, fence, heading, jsxElement as jsx, paragraph, strong, text, type MdNode } from "../markdown/mdast"
import { examplesOf, fieldsOf } from "./operations"
import { errorTable, fieldTable, parameterTable, statusLine } from "./reference-tables"
import { codeSamples } from "./samples"
import type { MediaType, Operation, OperationEntry, SecurityScheme } from "./types"

/** The `groupId` of every endpoint's code-sample tabs. */
export const CODE_LANGUAGE_GROUP = "code-language"

/** A response example, folded: the JSON is there when asked, not four screens of it by default. */
const folded = (label: string, node: MdNode): MdNode => jsx("ResponseExample", { label }, [node])

/** A request or response example as a JSON block titled "<prefix>: <summary>". */
const exampleFence = (titlePrefix: string, example: { summary?: string; value: unknown }): MdNode =>
  fence(
    "json",
    JSON.stringify(example.value, null, 2),
    `title="${titlePrefix}${example.summary ? `: ${example.summary}` : ""}"`,
  )

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

/** The request body's description, fields and examples. */
function requestBody(operation: Operation, body: MediaType): MdNode[] {
  const fields = fieldsOf(body.schema)
  return [
    ...prose(operation.requestBody?.description),
    ...(fields.length ? [fieldTable(fields)] : []),
    ...examplesOf(body).map(example => exampleFence("Request", example)),
  ]
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
  // Where the banner's "Code samples" link goes when the samples come after the reference.
  const samplesId = `${operation.operationId}-samples`
  const nodes: MdNode[] = [
    jsx("EndpointBanner", { method: entry.method, path: entry.path, server: serverUrl, samples: samplesId }),
    ...authentication(entry, schemes),
  ]

  const params = operation.parameters ?? []
  if (params.length) nodes.push(h(section("Parameters")), parameterTable(params))

  const body = operation.requestBody?.content["application/json"]
  if (body) nodes.push(h(section("Request body")), ...requestBody(operation, body))

  const statuses = Object.entries(operation.responses)
  const errors = statuses.filter(([status]) => !status.startsWith("2"))
  nodes.push(h(section("Responses")))
  let firstResponse: MdNode | null = null
  for (const [status, response] of statuses.filter(([status]) => status.startsWith("2"))) {
    const media = response.content?.["application/json"]
    const fields = fieldsOf(media?.schema)
    nodes.push(h(statusLine(status), 1), ...prose(response.description), ...(fields.length ? [fieldTable(fields)] : []))
    for (const example of examplesOf(media)) {
      firstResponse ??= jsx("SampleResponse", {}, [exampleFence(status, example)])
      nodes.push(folded(`${status}${example.summary ? `: ${example.summary}` : ""}`, exampleFence(status, example)))
    }
  }

  if (errors.length) {
    nodes.push(
      h(section("Errors")),
      paragraph(
        text("Every error has the body "),
        code('{ "error": { "code": "...", "message": "..." } }'),
        text(". The codes this endpoint returns:"),
      ),
      errorTable(errors),
    )
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
      jsx("div", { className: "endpoint-samples", id: samplesId }, samples),
    ]),
  ]
}
