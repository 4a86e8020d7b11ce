import { createHash } from "node:crypto"
import { mkdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { deserialize, serialize } from "node:v8"
import type { PageReading } from "./read-built-site"
import { writeWhole } from "../write-whole"

/**
 * What the post-build steps read from each built page, kept for the next build. A warm rebuild
 * renders again only the pages whose data changed and leaves the other pages' HTML as it was,
 * so their reading is the same: parsing every page again took ~0.25 s of a one-page rebuild at
 * the site's own size and ~1 s at +1,000 pages. A page's kept reading is used only when its HTML
 * is byte for byte the text it was read from, read with the same site address by the same
 * build code (all three are in the page's digest).
 */
export interface KeptReadings {
  /** The reading kept for `page` (its path under public/), if it was read from this digest. */
  get(page: string, digest: string): PageReading | undefined
  /** Keeps this build's readings, and only these: the readings of pages that are gone are dropped. */
  save(readings: Iterable<[page: string, digest: string, reading: PageReading]>): void
}

/** A page's digest: its HTML, the site address its links are read against, the build's code. */
export function pageDigest(html: Buffer | string, siteUrl: string, buildCode: string): string {
  return createHash("sha1").update(buildCode).update("\0").update(siteUrl).update("\0").update(html).digest("base64url")
}

type Kept = Map<string, [digest: string, reading: PageReading]>

/**
 * The readings kept in `file` (a v8-serialised map). A file that is missing, damaged or of
 * another shape keeps nothing: every page is read. One that cannot be written costs the next
 * build its readings, never this build's result.
 */
export function keptReadings(file: string): KeptReadings {
  let kept: Kept = new Map()
  try {
    const value: unknown = deserialize(readFileSync(file))
    // Not `instanceof`: a map deserialised in another realm (a test's sandbox) is not this realm's Map.
    if (Object.prototype.toString.call(value) === "[object Map]") kept = value as Kept
  } catch {
    // Nothing kept yet, or not readable: every page is read.
  }
  return {
    get(page, digest) {
      const entry = kept.get(page)
      return Array.isArray(entry) && entry[0] === digest ? entry[1] : undefined
    },
    save(readings) {
      const next: Kept = new Map()
      for (const [page, digest, reading] of readings) next.set(page, [digest, reading])
      try {
        mkdirSync(path.dirname(file), { recursive: true })
        writeWhole(file, serialize(next))
      } catch {
        // The next build reads every page.
      }
    },
  }
}
