/** A `_headers` rule: a path pattern and the headers it adds, as a map or as name/value pairs. */
export interface HostRule {
  path: string
  headers: Record<string, string> | [string, string][]
}

export function pathMatches(pattern: string, path: string): boolean

export function headersFor(rules: readonly HostRule[], path: string): Record<string, string>
