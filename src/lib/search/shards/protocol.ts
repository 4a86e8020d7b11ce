import type { SearchRequest } from "../local-client"

/**
 * Messages between the page and the search worker: `preload` fetches the manifest, `search`
 * answers like the hosted service's multi-index query; each answer carries its request's id.
 */
export type WorkerRequest = { id: number; type: "preload" } | { id: number; type: "search"; requests: SearchRequest[] }
export type WorkerAnswer = { id: number; result: unknown } | { id: number; error: string }
