import { parentPort, workerData } from "node:worker_threads"
import { helperTakes, type ReadJob } from "./parallel-read"
import { readPage, type PageReading } from "./read-built-site"

/**
 * The helper thread of ./parallel-read.ts: reads pages while the shared counter has some left,
 * then hands back what it read, by page number. A page it fails on is left out, and it stops
 * there: the build's thread takes the pages left and reads that one again, reporting the
 * failure itself.
 */
const { publicDir, files, siteUrl, shared } = workerData as ReadJob
const readings: [number, PageReading][] = []
try {
  for (let i = helperTakes(shared); i < files.length; i = helperTakes(shared))
    readings.push([i, readPage(publicDir, files[i]!, siteUrl)])
} finally {
  parentPort?.postMessage(readings)
}
