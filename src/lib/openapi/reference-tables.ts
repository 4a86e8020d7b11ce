import { inline } from "../markdown/description-mdast"
import { code, table, text, withClass, type MdNode } from "../markdown/mdast"
import { constraints, examplesOf, STATUS_TEXT, typeLabel, type FieldRow } from "./operations"
import type { Parameter, Response } from "./types"

/** The tables of an operation's reference (./to-mdast.ts): parameters, fields, errors. */

/** A status with its reason phrase: `404 Not Found`. */
export const statusLine = (status: string) => `${status} ${STATUS_TEXT[status] ?? ""}`.trim()

export function fieldTable(rows: FieldRow[]): MdNode {
  return withClass(
    table(
      ["Field", "Type", "Required", "Description"],
      rows.map(r => [[code(r.name)], [text(r.type)], [text(r.required ? "yes" : "no")], inline(r.description)]),
    ),
    "api-fields",
  )
}

export function parameterTable(parameters: Parameter[]): MdNode {
  return withClass(
    table(
      ["Parameter", "In", "Type", "Required", "Description"],
      parameters.map(p => [
        [code(p.name)],
        [text(p.in)],
        [text(typeLabel(p.schema))],
        [text(p.required ? "yes" : "no")],
        inline([p.description ?? "", ...(p.schema ? constraints(p.schema) : [])].filter(Boolean).join(" ")),
      ]),
    ),
    "api-params",
  )
}

/** The error statuses as one table: status, the error codes its examples show, when it happens. */
export function errorTable(errors: [string, Response][]): MdNode {
  const rows = errors.map(([status, response]): MdNode[][] => {
    const codes = [
      ...new Set(
        examplesOf(response.content?.["application/json"])
          .map(e => (e.value as { error?: { code?: string } })?.error?.code)
          .filter((c): c is string => Boolean(c)),
      ),
    ]
    return [
      [text(statusLine(status))],
      codes.length ? codes.flatMap((c, i) => (i ? [text(", "), code(c)] : [code(c)])) : [text("—")],
      inline(response.description.replace(/\s*\n\s*/g, " ")),
    ]
  })
  return withClass(table(["Status", "Codes", "When"], rows), "api-errors")
}
