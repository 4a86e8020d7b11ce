// Parses Java sources with java-parser (the parser behind prettier-plugin-java) and prints one
// JSON array: null for a file that parses, else the first line of the parse error. java-parser
// is ESM-only, so Jest runs this in its own Node process (test/support/sample-checks.ts).
import { readFileSync } from "node:fs"
import { parse } from "java-parser"

const results = process.argv.slice(2).map(file => {
  try {
    parse(readFileSync(file, "utf8"))
    return null
  } catch (error) {
    return String(error.message).split("\n")[0]
  }
})
console.log(JSON.stringify(results))
