import { spawnSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parse as parseLua } from "luaparse"
import type { RequestShape } from "../../src/lib/openapi/sample-shape"

/**
 * Checks for the generated plugin-runtime samples (src/lib/openapi/samples-*.ts). Each returns
 * a list of problems, empty when the sample passes, so a test can show every problem at once.
 */

/** The snippet as a compilation unit: imports on top, statements in a method. */
function javaUnit(code: string, className: string): string {
  const lines = code.split("\n")
  const imports = lines.filter(l => l.startsWith("import "))
  const body = lines.filter(l => !l.startsWith("import "))
  return `${imports.join("\n")}\npublic class ${className} {\n  static void run() throws Exception {\n${body.join("\n")}\n  }\n}\n`
}

/** Java 9+ features most likely to slip into a sample; javac --release 8 catches the rest. */
const AFTER_JAVA_8: [RegExp, string][] = [
  [/java\.net\.http/, "java.net.http is Java 11"],
  [/\bvar\s+[A-Za-z_]\w*\s*=/, "`var` is Java 10"],
  [/"""/, "text blocks are Java 15"],
  [/\.readAllBytes\(|\.transferTo\(/, "InputStream.readAllBytes/transferTo are Java 9"],
  [/\b(List|Set|Map)\.of\(/, "List/Set/Map.of are Java 9"],
  [/\.(isBlank|strip|repeat|lines)\(/, "String.isBlank/strip/repeat/lines are Java 11"],
]

/** Writes each snippet as a class Sample<i> in a fresh folder; returns the files. */
function writeJava(codes: string[]): { dir: string; files: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), "qf-java-"))
  const files = codes.map((code, i) => {
    const file = path.join(dir, `Sample${i}.java`)
    writeFileSync(file, javaUnit(code, `Sample${i}`))
    return file
  })
  return { dir, files }
}

/** Syntax by java-parser (ESM-only, so in scripts/parse-java.mjs) and the Java 8 denylist. */
export function checkJava(code: string): string[] {
  const problems = AFTER_JAVA_8.filter(([pattern]) => pattern.test(code)).map(([, why]) => why)
  const script = path.resolve(__dirname, "../../scripts/parse-java.mjs")
  const run = spawnSync(process.execPath, [script, ...writeJava([code]).files], { encoding: "utf8" })
  const [error] = JSON.parse(run.stdout || '["parse-java.mjs printed nothing"]') as (string | null)[]
  if (error) problems.push(`java-parser: ${error}`)
  return problems
}

export const hasJavac = () => spawnSync("javac", ["-version"], { encoding: "utf8" }).status === 0

/** Compiles each snippet with `javac --release 8`: the Java 8 language and class library. */
export function compileJava8(codes: string[]): string[] {
  const { dir, files } = writeJava(codes)
  const run = spawnSync("javac", ["--release", "8", "-Xlint:-options", "-d", dir, ...files], { encoding: "utf8" })
  return run.status === 0 ? [] : [`javac --release 8: ${run.stderr.trim()}`]
}

type LuaNode = { type: string; [key: string]: unknown }

function walk(node: unknown, visit: (n: LuaNode) => void) {
  if (Array.isArray(node)) node.forEach(n => walk(n, visit))
  else if (node && typeof node === "object" && "type" in node) {
    visit(node as LuaNode)
    for (const value of Object.values(node)) if (value && typeof value === "object") walk(value, visit)
  }
}

const raw = (node: unknown) => (node as { raw?: string } | undefined)?.raw ?? ""

/**
 * Lua by luaparse (Lua 5.3 grammar; FiveM's CfxLua is 5.4, which adds nothing the samples use),
 * then the call itself: `PerformHttpRequest(url, function(status, body, headers, errorData),
 * method, data, headers)` as docs.fivem.net documents it, with the key from `GetConvar`.
 */
export function checkLua(code: string, r: RequestShape): string[] {
  let ast: unknown
  try {
    ast = parseLua(code, { luaVersion: "5.3" })
  } catch (error) {
    return [`luaparse: ${(error as Error).message}`]
  }
  const calls: LuaNode[] = []
  let convar = false
  walk(ast, n => {
    if (n.type === "CallExpression" && (n.base as { name?: string }).name === "PerformHttpRequest") calls.push(n)
    if (n.type === "CallExpression" && (n.base as { name?: string }).name === "GetConvar") convar = true
  })
  if (calls.length !== 1) return [`expected one PerformHttpRequest call, found ${calls.length}`]
  const [url, callback, method, data, headers] = calls[0].arguments as LuaNode[]
  const problems: string[] = []
  if (raw(url) !== JSON.stringify(r.url)) problems.push(`url ${raw(url)} is not ${r.url}`)
  const params = ((callback?.parameters as { name: string }[]) ?? []).map(p => p.name)
  if (callback?.type !== "FunctionDeclaration" || params.length !== 4)
    problems.push("the callback takes (status, body, headers, errorData)")
  if (raw(method) !== JSON.stringify(r.method)) problems.push(`method ${raw(method)} is not ${r.method}`)
  const sent = raw(data)
    .replace(/^\[\[|\]\]$/g, "")
    .replace(/^"|"$/g, "")
  if (JSON.stringify(sent === "" ? undefined : JSON.parse(sent)) !== JSON.stringify(r.body))
    problems.push("the body is not the documented example")
  const names = ((headers?.fields as { key: unknown }[]) ?? []).map(f => raw(f.key))
  for (const [name] of r.headers) if (!names.includes(JSON.stringify(name))) problems.push(`header ${name} missing`)
  if (!convar) problems.push("the key is not read with GetConvar")
  return problems
}
