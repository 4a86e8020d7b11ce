// What scripts/serve.mjs sends for one file, kept in memory as a CDN keeps it: the bytes, their
// digest and each compressed form, per file and modification time. Nothing here blocks the
// server's thread for long: files are read and compressed off it (libuv's pool), and requests
// that come while a file is on its way wait for that one read or compression, so the first
// request for a large file (the 1 MB search index: ~30 ms of Brotli) holds up no other request.
// Under 200 concurrent connections the synchronous version queued every request behind each
// first compression: p99 in seconds on the first pass over the site.
import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Brotli at quality 5: ~7 % under gzip, the whole site (12 MB of text) in under a second of CPU.
 * Quality 10 saved 8 % more and took ~9 s over the site, which the first pass over it paid as
 * seconds of waiting for every request under load (quality 11 takes ~2 s for the 1 MB index).
 */
function encode(bytes, encoding) {
  if (encoding === "gzip") return gzipAsync(bytes)
  return brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
}

/**
 * One entry per file: a rewritten file (new modification time or size) replaces its entry,
 * so a server left running across rebuilds holds the current build, not every build.
 */
export function fileCache() {
  const entries = new Map()

  function entry(file, stats) {
    const known = entries.get(file)
    if (known && known.mtime === stats.mtimeMs && known.size === stats.size) return known
    const bytes = readFile(file)
    const fresh = {
      mtime: stats.mtimeMs,
      size: stats.size,
      bytes,
      digest: bytes.then(raw => createHash("sha256").update(raw).digest("base64url").slice(0, 27)),
      encoded: new Map(),
    }
    // A read that failed (the file went mid-rebuild) is not kept: the next request reads again.
    bytes.catch(() => entries.get(file) === fresh && entries.delete(file))
    entries.set(file, fresh)
    return fresh
  }

  return {
    /**
     * The body to send (compressed when `encoding` is given) and its strong ETag, per encoding
     * since the bytes differ. `stats` is the caller's stat of the file, taken once per request.
     */
    async body(file, stats, encoding) {
      const found = entry(file, stats)
      if (encoding && !found.encoded.has(encoding)) {
        const pending = found.bytes.then(raw => encode(raw, encoding))
        // A failed compression (the read failed) is not kept: the next request tries again.
        pending.catch(() => found.encoded.get(encoding) === pending && found.encoded.delete(encoding))
        found.encoded.set(encoding, pending)
      }
      const [bytes, digest] = await Promise.all([encoding ? found.encoded.get(encoding) : found.bytes, found.digest])
      return { bytes, etag: `"${digest}${encoding ? `-${encoding}` : ""}"` }
    },
  }
}
