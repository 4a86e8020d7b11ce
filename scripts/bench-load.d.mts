/** Types of ./bench-load.mjs for the browser tests that use it (e2e/fault-matrix-load.spec.ts). */
export type Kind = "page" | "page data" | "chunk" | "search shard"
export type Targets = Record<Kind, string[]>
export interface Summary {
  requests: number
  p50: number
  p95: number
  p99: number
  max: number
}
export interface LoadResult extends Summary {
  connections: number
  newConnectionShare: number
  seconds: number
  requestsPerSecond: number
  byKind: Record<string, Summary>
  byConnection: Record<string, Summary>
  statuses: Record<string, number>
  errors: number
  errorSamples: string[]
}
export function loadTargets(publicDir: string): Targets
export function runLoad(options: {
  port: number
  targets: Targets
  connections?: number
  seconds?: number
  freshShare?: number
  signal?: AbortSignal
}): Promise<LoadResult>
export function reportLoad(result: LoadResult & { floor: LoadResult }): void
