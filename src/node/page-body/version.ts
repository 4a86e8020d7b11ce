import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * What a compiled page depends on besides its own MDX, as one digest: the build's code (the
 * digest of the bundle of src/node this runs from, which holds every remark and rehype step and
 * what they import from src/lib: ../build-code.ts), the installed packages (npm's record of them), and every content file
 * that is not a page — the product's facts, the OpenAPI description, the code samples pages
 * include, the category files. Any change there compiles every page again; a page's own edit
 * compiles that page only.
 */
export function compileVersion(root: string, codeDigest: string): string {
  const hash = createHash("sha256")
  const add = (file: string) => {
    if (!existsSync(file)) return
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0")
  }
  hash.update(codeDigest).update("\0")
  add(path.join(root, "node_modules/.package-lock.json"))
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (!entry.name.endsWith(".mdx")) add(full)
    }
  }
  walk(path.join(root, "content"))
  return hash.digest("base64url")
}
