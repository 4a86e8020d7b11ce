import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { lookupFact } from "../../lib/content/tokens"
import { BUILD_CODE_DIGEST } from "../build-code"
import { installedVersion } from "../framework-internals"
import { loadOpenApi, serverUrl } from "../openapi"
import { aheadMockWritten } from "../page-body/ahead-run"
import { loadProduct, ROOT_DIR } from "../product"
import type { MockFacts } from "./mock-module"

/** Where the build writes the mock's module; the browser bundle imports it as `questforge-try-it-mock`. */
export const MOCK_MODULE = path.join(ROOT_DIR, ".cache", "questforge", "try-it-mock.js")
export const MOCK_MODULE_ALIAS = "questforge-try-it-mock"

function facts(): MockFacts {
  const product = loadProduct()
  const fact = (key: string) => {
    const value = lookupFact(product.facts, `api.${key}`)
    if (value === undefined) throw new Error(`content/product.yaml: facts.api.${key} is missing. Fix: add it.`)
    return value
  }
  return {
    rateLimitPerMinute: Number(fact("rateLimitPerMinute")),
    serverKeyPrefix: String(fact("serverKeyPrefix")),
    websiteKeyPrefix: String(fact("websiteKeyPrefix")),
  }
}

/**
 * Writes the module, only when its text changed:
 * an unchanged file keeps webpack's cache of it (and the chunk's name in readers' caches). A
 * file beside it names what the module was made from (the build's code, Ajv's versions, the API
 * description, the facts): when that is unchanged, Ajv is not asked to compile every validator
 * again, ~0.1 s of every build.
 */
export async function writeMockModule(target = MOCK_MODULE): Promise<void> {
  const doc = loadOpenApi()
  const server = serverUrl(doc)
  const known = facts()
  const inputs = createHash("sha256")
    .update(JSON.stringify([BUILD_CODE_DIGEST, packageVersions(), doc, server, known]))
    .digest("base64url")
  const inputsFile = `${target}.inputs`
  const current = readOrNull(target)
  if (current !== null && readOrNull(inputsFile) === inputs) return
  // Ajv (~30 ms to load) only when the module is made again.
  const { mockModuleSource } = await import("./mock-module")
  const source = mockModuleSource(doc, server, known)
  mkdirSync(path.dirname(target), { recursive: true })
  if (current !== source) writeFileSync(target, source)
  writeFileSync(inputsFile, inputs)
}

const readOrNull = (file: string) => {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return null // not written yet
  }
}

/** The module's code comes from Ajv as much as from the site's: their versions count as inputs. */
const packageVersions = () => ["ajv", "ajv-formats"].map(name => installedVersion(ROOT_DIR, name))

/**
 * The module, written before webpack needs it (the webpack config awaits this): in a build with
 * an early page compile by that process, after its pages (src/node/page-body/ahead.ts), which
 * this waits for and then finds up to date; otherwise, or when the early compile failed to, here.
 */
export async function mockModuleWritten(): Promise<void> {
  await aheadMockWritten(ROOT_DIR)
  await writeMockModule()
}
