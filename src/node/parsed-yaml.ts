import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { isDeepStrictEqual } from "node:util"
import { parse } from "yaml"
import { writeWhole } from "./write-whole"

/** The parser and its version: a kept parse is of this parser's reading of the text. */
export const YAML_PARSER = `yaml ${(require("yaml/package.json") as { version: string }).version}`

/**
 * A YAML text's parse, kept as JSON in `dir` for the build's other processes and later builds.
 * The API description (~73 KB) is read by Gatsby's process (the Try it mock, the category
 * badges, the headers) and by the early page compile: the YAML parser took ~0.11 s in each,
 * reading the JSON ~2 ms; the site's facts (content/product.yaml, 26 KB) are read by every one
 * of the build's processes, ~0.1 s of parsing each. The kept file is named by `name` and a digest of the text and the
 * parser's version, so any change to either parses it again (and removes the older parse). A parse that JSON
 * cannot hold exactly (`.inf`, `.nan`) is not kept. Written whole, then renamed: a process
 * reading it never sees half a file; a file it cannot read is parsed again.
 */
export function parseYamlKept(text: string, name: string, dir: string, parser = YAML_PARSER): unknown {
  const digest = createHash("sha256").update(parser).update("\0").update(text).digest("base64url").slice(0, 24)
  const kept = path.join(dir, `${name}.${digest}.json`)
  try {
    return JSON.parse(readFileSync(kept, "utf8")) as unknown
  } catch {
    // Not kept yet, or not readable: parsed below.
  }
  const value: unknown = parse(text)
  const json = JSON.stringify(value)
  if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) return value
  try {
    mkdirSync(dir, { recursive: true })
    writeWhole(kept, json)
    for (const file of readdirSync(dir))
      if (file.startsWith(`${name}.`) && file.endsWith(".json") && path.join(dir, file) !== kept)
        rmSync(path.join(dir, file), { force: true })
  } catch {
    // A folder that cannot be written costs the next process a parse, never the value.
  }
  return value
}
