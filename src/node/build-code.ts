import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"

/**
 * A digest of the build's own code: the bundle of src/node this module is part of
 * (src/node/gatsby-api/load.cjs writes it to .cache/gatsby-api), read when Gatsby loads it.
 * Read later, the file may be gone: in a cold build Gatsby's "initialize cache" step deletes
 * everything under .cache/, this bundle included, after loading it, and the bundle is written
 * again only when something next loads it. A digest taken then (the file left out) named
 * different code than the next build's, which compiled every page again.
 */
export const BUILD_CODE_DIGEST = createHash("sha256").update(readFileSync(__filename)).digest("base64url")
