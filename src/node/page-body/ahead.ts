import { renameSync, writeFileSync } from "node:fs"
import { serialize } from "node:v8"
import { BUILD_CODE_DIGEST } from "../build-code"
import { loadOpenApi } from "../openapi"
import { ROOT_DIR } from "../product"
import { compilePage, type CompiledPage } from "./compile"
import { pageBodyKey } from "./page-store"
import { pageSources } from "./sources"
import { compileVersion } from "./version"

/**
 * The early compile's work, in its own process (./ahead-run.ts): every page read from the
 * content folders and compiled, the result written to `resultFile` in one step (a reader never
 * sees half of it). A page that fails is left out: createPages compiles it again and reports
 * the mistake through Gatsby with the file and the fix, as it does for any page.
 */
export async function compileAhead(resultFile: string, root = ROOT_DIR): Promise<number> {
  const version = compileVersion(root, BUILD_CODE_DIGEST)
  // The API description first: Gatsby's process reads the parse this keeps (../parsed-yaml.ts)
  // a few seconds later, before webpack, instead of parsing it again.
  try {
    loadOpenApi()
  } catch {
    // A description that does not load fails in Gatsby's process, with the file and the fix.
  }
  const pages = new Map<string, CompiledPage>()
  for (const source of pageSources(root)) {
    try {
      pages.set(pageBodyKey(source, version), await compilePage(source))
    } catch {
      // Left to createPages (see above).
    }
  }
  writeFileSync(`${resultFile}.partial`, serialize(pages))
  renameSync(`${resultFile}.partial`, resultFile)
  return pages.size
}
