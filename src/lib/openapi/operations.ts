import { deref } from "./deref"
import {
  HTTP_METHODS,
  RUNTIME_GAMES,
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type OperationEntry,
  type RuntimeGame,
  type Schema,
} from "./types"

/**
 * The games whose plugins call an operation, each with a sample in its runtime: none for an
 * operation that takes a website key; `x-games` where only some games' servers may call it
 * (a Minecraft account is verified from a Minecraft server); else every game.
 */
export function runtimeGames(operation: Operation): readonly RuntimeGame[] {
  if (!Object.keys(operation.security?.[0] ?? {}).includes("serverKey")) return []
  return operation["x-games"] ?? RUNTIME_GAMES
}

/** Every operation of the description, with references resolved, in description order. */
export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (operation) entries.push({ method: method.toUpperCase(), path, operation: deref(doc, operation) })
    }
  }
  return entries
}

export function findOperation(doc: OpenApiDocument, id: string): OperationEntry | undefined {
  return listOperations(doc).find(entry => entry.operation.operationId === id)
}

/** A readable type: `string (date-time)`, `integer`, `array of object`, `string or null`. */
export function typeLabel(schema: Schema | undefined): string {
  if (!schema) return "any"
  if (schema.oneOf ?? schema.anyOf) return (schema.oneOf ?? schema.anyOf)!.map(typeLabel).join(" or ")
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length === 0) return schema.enum ? "enum" : schema.properties ? "object" : "any"
  return types
    .map(type => {
      if (type === "array") return `array of ${typeLabel(schema.items)}`
      if (type === "null") return "null"
      return schema.format ? `${type} (${schema.format})` : type
    })
    .join(" or ")
}

export interface FieldRow {
  name: string
  type: string
  required: boolean
  description: string
}

/** What a schema allows, as short sentences for a reference table: values, range, length, default. */
export function constraints(schema: Schema): string[] {
  const notes: string[] = []
  if (schema.enum) notes.push(`One of ${schema.enum.map(v => `\`${String(v)}\``).join(", ")}.`)
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    notes.push(`${schema.minimum} to ${schema.maximum}.`)
  else if (schema.minimum !== undefined) notes.push(`At least ${schema.minimum}.`)
  else if (schema.maximum !== undefined) notes.push(`At most ${schema.maximum}.`)
  if (schema.maxLength !== undefined) notes.push(`At most ${schema.maxLength} characters.`)
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    notes.push(
      `${schema.minItems ?? 0} to ${schema.maxItems ?? "any number of"} ${schema.uniqueItems ? "distinct " : ""}items.`,
    )
  if (schema.default !== undefined) notes.push(`Default \`${JSON.stringify(schema.default)}\`.`)
  return notes
}

function objectOf(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined
  if (schema.properties) return schema
  const variants = schema.oneOf ?? schema.anyOf
  return variants?.find(variant => variant.properties)
}

/** Flattens an object schema into rows: nested objects as `a.b`, arrays as `a[].b`. */
export function fieldsOf(schema: Schema | undefined, prefix = ""): FieldRow[] {
  const object = objectOf(schema)
  if (!object?.properties) return []
  const rows: FieldRow[] = []
  for (const [name, property] of Object.entries(object.properties)) {
    const full = `${prefix}${name}`
    rows.push({
      name: full,
      type: typeLabel(property),
      required: object.required?.includes(name) ?? false,
      description: [property.description ?? "", ...constraints(property)].filter(Boolean).join(" "),
    })
    const isArray = property.type === "array" || (Array.isArray(property.type) && property.type.includes("array"))
    if (isArray) rows.push(...fieldsOf(property.items, `${full}[].`))
    else rows.push(...fieldsOf(property, `${full}.`))
  }
  return rows
}

/** The examples of a JSON body: named ones first, else the single `example`. */
export function examplesOf(media: MediaType | undefined): { name: string; summary?: string; value: unknown }[] {
  if (!media) return []
  if (media.examples) {
    return Object.entries(media.examples).map(([name, example]) => ({
      name,
      summary: example.summary,
      value: example.value,
    }))
  }
  return media.example === undefined ? [] : [{ name: "example", value: media.example }]
}

export const STATUS_TEXT: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "204": "No Content",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "409": "Conflict",
  "422": "Unprocessable Content",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
}
