// `npm run search:index`: rewrites the embedded index (public/search-index.json, its shards under
// public/search-shards/ and public/search-worker.js) from the existing build's HTML and
// content/search-synonyms.yaml, without a Gatsby build: for tuning the vocabulary against the
// relevance suite (`npm run test:relevance`). The build writes the same files the same way.
import path from "node:path"
import { readBuiltSite } from "../src/node/post-build/read-built-site"
import { writeSearchIndex } from "../src/node/search/write-index"

const root = path.resolve(__dirname, "..")
const { records } = readBuiltSite(path.join(root, "public"))
writeSearchIndex(records, root, { info: (line = "") => console.log(line) }).catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
