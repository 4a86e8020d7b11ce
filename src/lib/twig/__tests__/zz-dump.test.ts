import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { renderTemplate } from "../engine"
import { extractLiveExamples, outputOf } from "../../playground/examples"

const DOCS = path.resolve(__dirname, "../../../../content/docs")
function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? mdxFiles(full) : name.endsWith(".mdx") ? [full] : []
  })
}
it("dumps", () => {
  const out: Record<string, string> = {}
  for (const file of mdxFiles(DOCS)) {
    const src = readFileSync(file, "utf8")
    for (const ex of extractLiveExamples(src)) {
      out[`${path.relative(DOCS, file)} :: ${ex.source}`] = outputOf(renderTemplate(ex.source))
    }
  }
  writeFileSync(process.env.DUMP_OUT ?? "/tmp/twigdump/out.json", JSON.stringify(out, null, 1))
})
