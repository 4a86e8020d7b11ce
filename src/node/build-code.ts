import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"

/**
 * A digest of the build's own code: the bundle of src/node this module is part of
 * (src/node/gatsby-api/load.cjs writes it to .build/gatsby-api), read when Gatsby loads it, so it
 * names the code this process runs even if the file changes or goes afterwards (a source saved
 * during `gatsby develop` rewrites the bundle on the next load; the bundle once lived in .cache/,
 * which Gatsby empties after loading it on a cache reset, and a digest taken then named
 * different code than the next build's, which compiled every page again).
 */
export const BUILD_CODE_DIGEST = createHash("sha256").update(readFileSync(__filename)).digest("base64url")
