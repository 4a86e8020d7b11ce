import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * The bundle Gatsby loads (src/node/gatsby-api/load.cjs writes it to .build/gatsby-api). This
 * module is bundled into it and into the early page compile's bundle beside it, which must name
 * the same code; run from the sources (tests), it is this file.
 */
const API_BUNDLE = path.join(__dirname, "index.cjs")

/**
 * A digest of the build's own code: the bundle of src/node, read when the bundle is loaded, so
 * it names the code this process runs even if the file changes or goes afterwards (a source
 * saved during `gatsby develop` rewrites the bundle on the next load; the bundle once lived in
 * .cache/, which Gatsby empties after loading it on a cache reset, and a digest taken then named
 * different code than the next build's, which compiled every page again).
 */
export const BUILD_CODE_DIGEST = createHash("sha256")
  .update(readFileSync(existsSync(API_BUNDLE) ? API_BUNDLE : __filename))
  .digest("base64url")
