import { renameSync, writeFileSync } from "node:fs"
import { threadId } from "node:worker_threads"

/**
 * Writes `data` to `file` under a temporary name, then renames it into place: a reader never
 * sees half a file, and a build stopped halfway leaves the older file or none. The temporary
 * name carries the process and the thread, so two writers of one file never share it.
 */
export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void {
  const partial = `${file}.${process.pid}-${threadId}.tmp`
  writeFileSync(partial, data)
  renameSync(partial, file)
}
