/** The parts of an OpenAPI 3.1 description the docs read (after $ref resolution). */
export type Schema = {
  type?: string | string[]
  format?: string
  description?: string
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  oneOf?: Schema[]
  anyOf?: Schema[]
  allOf?: Schema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  pattern?: string
  default?: unknown
  examples?: unknown[]
  example?: unknown
  [key: string]: unknown
}

export interface Example {
  summary?: string
  description?: string
  value: unknown
}

export interface MediaType {
  schema?: Schema
  example?: unknown
  examples?: Record<string, Example>
}

export interface Parameter {
  name: string
  in: "query" | "path" | "header" | "cookie"
  description?: string
  required?: boolean
  schema?: Schema
  example?: unknown
  examples?: Record<string, Example>
  /** A value each new request makes anew (an idempotency key): the code samples generate one. */
  "x-unique"?: boolean
}

export interface Response {
  description: string
  headers?: Record<string, { description?: string; schema?: Schema }>
  content?: Record<string, MediaType>
}

export interface Operation {
  operationId: string
  summary?: string
  description?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { description?: string; required?: boolean; content: Record<string, MediaType> }
  responses: Record<string, Response>
  "x-docs-route"?: string
  /** For an operation game servers call: the games whose servers may call it (all when absent). */
  "x-games"?: RuntimeGame[]
}

/** The games a plugin runtime exists for, in the order the samples show them. */
export const RUNTIME_GAMES = ["minecraft", "fivem", "cs16", "cs2", "rust"] as const
export type RuntimeGame = (typeof RUNTIME_GAMES)[number]

export interface SecurityScheme {
  type: string
  in?: string
  name?: string
  scheme?: string
  description?: string
}

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string }
  servers?: { url: string }[]
  paths: Record<string, Record<string, Operation>>
  components?: { securitySchemes?: Record<string, SecurityScheme>; [key: string]: unknown }
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const

export interface OperationEntry {
  method: string
  path: string
  operation: Operation
}
