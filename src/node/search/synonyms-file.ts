import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import type { Synonyms } from "../../lib/search/synonyms"
import { parseSynonyms } from "../../lib/search/synonyms-schema"

export const SYNONYMS_FILE = "content/search-synonyms.yaml"

/** The readers' vocabulary, validated; shared by the embedded index and hosted publishing. */
export function loadSynonyms(rootDir: string): Synonyms {
  return parseSynonyms(parse(readFileSync(path.join(rootDir, SYNONYMS_FILE), "utf8")), SYNONYMS_FILE)
}
