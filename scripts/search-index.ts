// `npm run search:index`: rewrites public/search-index.json from the existing build's HTML and
// content/search-synonyms.yaml, without a Gatsby build: for tuning the vocabulary against the
// relevance suite (`npm run test:relevance`). The build writes the same file the same way.
import { writeFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { buildIndexFile } from "../src/lib/search/local-index"
import { readBuiltSite } from "../src/node/post-build/read-built-site"
import { loadSynonyms } from "../src/node/search/synonyms-file"

const root = path.resolve(__dirname, "..")
const { records } = readBuiltSite(path.join(root, "public"))
const json = JSON.stringify(buildIndexFile(records, loadSynonyms(root)))
writeFileSync(path.join(root, "public", "search-index.json"), json)
console.log(
  `Search: ${records.length} records, ${(json.length / 1024).toFixed(1)} KB, ${(gzipSync(json, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
)
