import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { lookupFact } from "../../lib/content/tokens"
import { loadOpenApi, serverUrl } from "../openapi"
import { loadProduct, ROOT_DIR } from "../product"
import { mockModuleSource, type MockFacts } from "./mock-module"

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
 * Writes the module before webpack starts (`onPreBootstrap`), and only when its text changed:
 * an unchanged file keeps webpack's cache of it.
 */
export function writeMockModule(target = MOCK_MODULE): void {
  const doc = loadOpenApi()
  const source = mockModuleSource(doc, serverUrl(doc), facts())
  let current: string | null = null
  try {
    current = readFileSync(target, "utf8")
  } catch {
    // not written yet
  }
  if (current === source) return
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, source)
}

export const onPreBootstrap = (): void => writeMockModule()
