import type { RequestShape } from "../../src/lib/openapi/sample-shape"

/**
 * Structural checks for the samples in languages with no parser on npm and no compiler here
 * (Pawn, C#). They check what a reader copying the sample depends on, not full syntax:
 * delimiters balance outside strings and comments; the URL, method, headers and body are the
 * documented ones; the key comes from the plugin's config; only known API calls are used.
 */

/** Code with string and char literals blanked and comments removed, so delimiters can be counted. */
function codeOnly(code: string, lang: "pawn" | "csharp"): string {
  const escape = lang === "pawn" ? "\\^" : "\\\\"
  const patterns = [
    String.raw`//[^\n]*`,
    String.raw`/\*[\s\S]*?\*/`,
    ...(lang === "csharp" ? [String.raw`"""[\s\S]*?"""`, String.raw`@"(?:[^"]|"")*"`] : []),
    `"(?:[^"${escape}\\n]|${escape}.)*"`,
    `'(?:[^'${escape}\\n]|${escape}.)*'`,
  ]
  return code.replace(new RegExp(patterns.join("|"), "g"), match => (match.startsWith("/") ? " " : '""'))
}

export function checkDelimiters(code: string, lang: "pawn" | "csharp"): string[] {
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" }
  const stack: string[] = []
  for (const char of codeOnly(code, lang)) {
    if ("([{".includes(char)) stack.push(char)
    else if (char in pairs && stack.pop() !== pairs[char]) return [`unbalanced ${char}`]
  }
  if (/"[^"\n]*$/m.test(codeOnly(code, lang).replace(/""/g, ""))) return ["unterminated string"]
  return stack.length ? [`unclosed ${stack.join("")}`] : []
}

/** The arguments of the first call of `name`, split at top-level commas (strings blanked). */
export function callArguments(code: string, name: string, lang: "pawn" | "csharp"): string[] | null {
  const plain = codeOnly(code, lang)
  const start = plain.indexOf(`${name}(`)
  if (start < 0) return null
  const args: string[] = []
  let depth = 0
  let current = ""
  for (const char of plain.slice(start + name.length + 1)) {
    if ("([{".includes(char)) depth++
    if (")]}".includes(char) && depth-- === 0) break
    if (char === "," && depth === 0) {
      args.push(current.trim())
      current = ""
    } else current += char
  }
  return [...args, current.trim()].filter(Boolean)
}

/** What every sample must hold: the URL, each header name, the key from config, no key value. */
export function checkRequest(code: string, r: RequestShape, keyRead: RegExp): string[] {
  const problems: string[] = []
  if (!code.includes(`"${r.url}"`)) problems.push(`url ${r.url} missing`)
  for (const [name] of r.headers) if (!code.includes(`"${name}"`)) problems.push(`header ${name} missing`)
  if (!keyRead.test(code)) problems.push(`the key is not read with ${keyRead}`)
  if (/qf[sw]_[A-Za-z0-9]/.test(code)) problems.push("a key value is hard-coded")
  return problems
}

/** Natives of easy_http.inc (Next21Team/AmxxEasyHttp) the Pawn samples may call. */
const EASY_HTTP = new Set([
  "ezhttp_create_options",
  "ezhttp_option_set_header",
  "ezhttp_option_set_body",
  "ezhttp_option_set_timeout",
  "ezhttp_get",
  "ezhttp_post",
  "ezhttp_put",
  "ezhttp_patch",
  "ezhttp_delete",
  "ezhttp_get_error_code",
  "ezhttp_get_data",
  "ezhttp_get_http_code",
  "ezhttp_parse_json_response",
])

/** A Pawn string literal's text: `^"` → `"`, `^^` → `^`. */
const pawnText = (literal: string) => literal.slice(1, -1).replace(/\^(.)/g, "$1")

export function checkPawn(code: string, r: RequestShape): string[] {
  const problems = [...checkDelimiters(code, "pawn"), ...checkRequest(code, r, /get_pcvar_string\(/)]
  for (const include of ["amxmodx", "easy_http"])
    if (!code.includes(`#include <${include}>`)) problems.push(`#include <${include}> missing`)
  for (const native of code.match(/\bezhttp_\w+(?=\()/g) ?? [])
    if (!EASY_HTTP.has(native)) problems.push(`${native} is not an easy_http native`)
  const send = code.match(/\bezhttp_(get|post|put|patch|delete)\("[^"]*", "(\w+)"/)
  if (send?.[1] !== r.method.toLowerCase()) problems.push(`no ezhttp_${r.method.toLowerCase()} request`)
  else if (!new RegExp(`public ${send[2]}\\(EzHttpRequest:\\w+\\)`).test(code))
    problems.push(`callback ${send[2]} is not a public function taking EzHttpRequest`)
  const body = code.match(/ezhttp_option_set_body\(\w+, ("(?:[^"^]|\^.)*")\)/)?.[1]
  if (JSON.stringify(body ? JSON.parse(pawnText(body)) : undefined) !== JSON.stringify(r.body))
    problems.push("the body is not the documented example")
  return problems
}

/** A C# body literal's text: a raw string (`"""…"""`) or a verbatim one (`@"…"`, quotes doubled). */
function csharpBody(code: string): unknown {
  const rawString = code.match(/"""\n([\s\S]*?)\n\s*"""/)?.[1]
  const verbatim = code.match(/@"((?:[^"]|"")*)"/)?.[1]?.replace(/""/g, '"')
  const text = rawString ?? verbatim
  return text === undefined ? undefined : JSON.parse(text)
}

/** CounterStrikeSharp (`HttpClient`) or Oxide (`webrequest.Enqueue`, as in Oxide.Core's WebRequests). */
export function checkCsharp(code: string, r: RequestShape, kind: "cs2" | "oxide"): string[] {
  const cs2 = kind === "cs2"
  // HttpClient takes Content-Type with the content, not as a request header.
  const shape = cs2 ? { ...r, headers: r.headers.filter(([name]) => name !== "Content-Type") } : r
  const key = cs2 ? /Environment\.GetEnvironmentVariable\("QF_\w+"\)/ : /\bconfig\.ServerKey\b/
  const problems = [...checkDelimiters(code, "csharp"), ...checkRequest(code, shape, key)]
  const method = r.method.charAt(0) + r.method.slice(1).toLowerCase()
  if (!code.includes(cs2 ? `HttpMethod.${method}` : `RequestMethod.${r.method}`))
    problems.push(`method ${r.method} missing`)
  if (JSON.stringify(csharpBody(code)) !== JSON.stringify(r.body))
    problems.push("the body is not the documented example")
  if (!cs2) {
    const args = callArguments(code, "webrequest.Enqueue", "csharp")
    if (args?.length !== 7 || args[3] !== "this")
      problems.push("webrequest.Enqueue takes (url, body, callback, this, method, headers, timeout)")
  }
  return problems
}
