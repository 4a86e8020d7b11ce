// `npm run search:index`: rewrites public/search-index.json from the existing build's HTML and
// content/search-synonyms.yaml, without a Gatsby build: for tuning the vocabulary against the
// relevance suite (`npm run test:relevance`). The build writes the same file the same way.
import path from "node:path"
import { gzipSync } from "node:zlib"
import { rebuildSearchIndex } from "../src/node/search/rebuild-index"

const { records, json } = rebuildSearchIndex(path.resolve(__dirname, ".."))
console.log(
  `Search: ${records} records, ${(json.length / 1024).toFixed(1)} KB, ${(gzipSync(json, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
)
