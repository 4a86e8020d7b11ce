import { writeFileSync } from "node:fs"
import { serialize } from "node:v8"
import type { MdNode } from "../../lib/markdown/mdast"
import { IDLE_NICENESS, runInBackground } from "../background"
import { BUILD_CODE_DIGEST } from "../build-code"
import { serializeMarkdown } from "../markdown/serialize"
import { loadOpenApi } from "../openapi"
import { ROOT_DIR } from "../product"
import { writeMockModule } from "../try-it"
import { compileBeforeTwin, type PageBeforeTwin } from "./compile"
import { pageBodyKey } from "./page-store"
import { pageSources } from "./sources"
import { compileVersion } from "./version"
import { writeWhole } from "../write-whole"

/** Where the early compile writes its results (./ahead-run.ts). */
export interface AheadFiles {
  /** The pages: key → page without its Markdown twin. */
  pages: string
  /** Their twins: key → Markdown. */
  twins: string
  /** Written once the Try it console's mock module is. */
  mock: string
}

/**
 * The early compile's work, in its own process (./ahead-run.ts): every page read from the
 * content folders and compiled (with `changedSince`, those modified since), the pages written
 * to `files.pages`, then the Try it console's mock module (Ajv compiling its validators:
 * ~0.13 s that Gatsby's process spent before webpack), then the twins to `files.twins`.
 * Gatsby's process waits for the pages in createPages, for the mock module before webpack, and
 * needs the twins only at the end of the build (the Markdown step), so the twins are serialised
 * last, at the lowest priority: out of the time Gatsby waits
 * for, and on time the build leaves idle. A page that fails is left out: createPages compiles it
 * again and reports the mistake through Gatsby with the file and the fix, as it does for any
 * page; so does a mock module that fails, which Gatsby's process makes again.
 */
export async function compileAhead(files: AheadFiles, changedSince?: number, root = ROOT_DIR): Promise<number> {
  const version = compileVersion(root, BUILD_CODE_DIGEST)
  // The API description first: Gatsby's process reads the parse this keeps (../parsed-yaml.ts)
  // a few seconds later, before webpack, instead of parsing it again.
  try {
    loadOpenApi()
  } catch {
    // A description that does not load fails in Gatsby's process, with the file and the fix.
  }
  const pages = new Map<string, PageBeforeTwin>()
  const twins = new Map<string, MdNode>()
  for (const source of pageSources(root, changedSince)) {
    try {
      const key = pageBodyKey(source, version)
      const { page, twin } = await compileBeforeTwin(source)
      pages.set(key, page)
      twins.set(key, twin)
    } catch {
      // Left to createPages (see above).
    }
  }
  writeWhole(files.pages, serialize(pages))
  try {
    await writeMockModule()
  } catch {
    // Made again by Gatsby's process, which reports the mistake (see above).
  }
  writeFileSync(files.mock, "")
  runInBackground(0, IDLE_NICENESS)
  writeWhole(files.twins, serialize(new Map([...twins].map(([key, twin]) => [key, serializeMarkdown(twin)]))))
  return pages.size
}
