/** The parts of the Network Information API that decide about prefetching. */
export interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

/** No prefetching on slow connections (2g, slow-2g) or in data-saver mode. */
export function allowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? "").includes("2g")
}
