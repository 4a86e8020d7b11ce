import { readFileSync } from "node:fs"
import path from "node:path"
import {
  fenceLanguage,
  HIGHLIGHTED_LANGUAGES,
  PLAIN_LANGUAGES,
  unknownLanguageError,
} from "../../../src/lib/code/code-languages"

const ROOT = path.resolve(__dirname, "../../..")
const grammarSource = (name: string) =>
  readFileSync(path.join(ROOT, "node_modules/refractor/lang", `${name}.js`), "utf8")

describe("the highlighted languages", () => {
  it.each(Object.entries(HIGHLIGHTED_LANGUAGES))("%s is a refractor grammar with those aliases", (name, aliases) => {
    const source = grammarSource(name)
    expect(source).toContain(`${name}.displayName = '${name}'`)
    const declared = /\.aliases = \[([^\]]*)\]/.exec(source)![1]
    for (const alias of aliases) expect(declared).toContain(`'${alias}'`)
  })

  it("are exactly the grammars src/node/prism.ts registers", () => {
    const prism = readFileSync(path.join(ROOT, "src/node/prism.ts"), "utf8")
    const imported = [...prism.matchAll(/from "refractor\/lang\/(\w+)\.js"/g)].map(m => m[1])
    expect(imported.sort()).toEqual(Object.keys(HIGHLIGHTED_LANGUAGES).sort())
  })

  it("cover every fence language in the content", () => {
    const { execFileSync } = jest.requireActual<typeof import("node:child_process")>("node:child_process")
    const fences = execFileSync("git", ["grep", "-h", "-o", "-E", "^\\s*```[A-Za-z0-9+#-]+", "--", "content"], {
      cwd: ROOT,
      encoding: "utf8",
    })
    const languages = new Set(
      fences
        .split("\n")
        .filter(Boolean)
        .map(line => line.trim().slice(3)),
    )
    expect(languages.size).toBeGreaterThan(5)
    for (const language of languages) expect(unknownLanguageError(language, "x.mdx")).toBeNull()
  })
})

describe("fenceLanguage and unknownLanguageError", () => {
  it("reads the language from the fence's class", () => {
    expect(fenceLanguage(["language-twig", "code-highlight"])).toBe("twig")
    expect(fenceLanguage("language-js")).toBe("js")
    expect(fenceLanguage(["inline"])).toBeNull()
    expect(fenceLanguage(undefined)).toBeNull()
  })

  it("accepts names, aliases and plain languages, whatever their case", () => {
    for (const language of ["twig", "html", "JS", "yml", "sh", ...PLAIN_LANGUAGES]) {
      expect(unknownLanguageError(language, "x.mdx")).toBeNull()
    }
  })

  it("names the file, the language and the fix for anything else", () => {
    expect(unknownLanguageError("rust", "content/docs/store/products.mdx")).toMatch(
      /^content\/docs\/store\/products\.mdx: code block language "rust" is not one the site highlights\. Fix: use one of .*bash.*; or add its Prism grammar to src\/lib\/code\/code-languages\.ts/,
    )
  })
})
