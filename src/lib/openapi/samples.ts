import {
  expression,
  json,
  requestShape,
  UNIQUE_COMMENT,
  uniqueHeader,
  type CodeSample,
  type RequestShape,
} from "./sample-shape"
import { csharp, oxide } from "./samples-csharp"
import { java, lua, pawn } from "./samples-plugin"
import { examplesOf, runtimeGames } from "./operations"
import type { OperationEntry, RuntimeGame, SecurityScheme } from "./types"

export type { CodeSample } from "./sample-shape"

/**
 * Shell quoting for what a reader may type: inside double quotes `\\ " \` $` are escaped (the
 * key's `$VARIABLE` stays a variable); inside single quotes a `'` closes, escapes and reopens.
 */
const doubleQuoted = (value: string, variable: string, unique?: string) =>
  `"${expression(
    value,
    variable,
    v => `$${v}`,
    "",
    text => text.replace(/[\\"`$]/g, "\\$&"),
    () => `$${unique}`,
  )}"`
const singleQuoted = (value: string) => `'${value.replace(/'/g, "'\\''")}'`

/** `Idempotency-Key` → `IDEMPOTENCY_KEY` (shell) or `idempotencyKey` (JavaScript, PHP). */
const shellName = (header: string) => header.toUpperCase().replace(/-/g, "_")
const camelName = (header: string) =>
  header.toLowerCase().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function curl(r: RequestShape): string {
  const unique = uniqueHeader(r)
  const variable = unique && shellName(unique)
  const lines = [
    `curl -X ${r.method} ${doubleQuoted(r.url, r.keyVariable)}`,
    ...r.headers.map(([name, value]) => `  -H ${doubleQuoted(`${name}: ${value}`, r.keyVariable, variable)}`),
  ]
  if (r.body !== undefined) lines.push(`  -d ${singleQuoted(json(r.body))}`)
  const declaration = variable ? `# ${UNIQUE_COMMENT}\n${variable}=$(uuidgen)\n` : ""
  return declaration + lines.join(" \\\n")
}

function javascript(r: RequestShape): string {
  const unique = uniqueHeader(r)
  const variable = unique && camelName(unique)
  const headers = r.headers
    .map(([name, value]) => {
      const literal = expression(
        value,
        r.keyVariable,
        v => `process.env.${v}`,
        " + ",
        json,
        () => variable ?? "",
      )
      return `    ${json(name)}: ${literal},`
    })
    .join("\n")
  const body = r.body === undefined ? "" : `\n  body: JSON.stringify(${json(r.body).replace(/\n/g, "\n  ")}),`
  const declaration = variable ? `// ${UNIQUE_COMMENT}\nconst ${variable} = crypto.randomUUID();\n` : ""
  return `${declaration}const response = await fetch(${json(r.url)}, {
  method: ${json(r.method)},
  headers: {
${headers}
  },${body}
});
if (!response.ok) {
  const { error } = await response.json();
  throw new Error(\`\${response.status} \${error.code}: \${error.message}\`);
}
${r.method === "POST" && r.body !== undefined ? "const result" : "const data"} = response.status === 204 ? null : await response.json();`
}

function php(r: RequestShape): string {
  const unique = uniqueHeader(r)
  const variable = unique && `$${camelName(unique)}`
  const headers = r.headers
    .map(([name, value]) => {
      const php = expression(
        `${name}: ${value}`,
        r.keyVariable,
        v => `getenv('${v}')`,
        " . ",
        phpString,
        () => variable ?? "",
      )
      return `        ${php},`
    })
    .join("\n")
  const body = r.body === undefined ? "" : `\n    CURLOPT_POSTFIELDS => json_encode(${phpArray(r.body, 1)}),`
  const declaration = variable ? `// ${UNIQUE_COMMENT}\n${variable} = bin2hex(random_bytes(16));\n` : ""
  return `<?php
${declaration}$ch = curl_init('${r.url}');
curl_setopt_array($ch, [
    CURLOPT_CUSTOMREQUEST => '${r.method}',
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => [
${headers}
    ],${body}
]);
$body = curl_exec($ch);
$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
curl_close($ch);
$data = json_decode($body, true);
if ($status >= 400) {
    throw new RuntimeException($status . ' ' . $data['error']['code'] . ': ' . $data['error']['message']);
}`
}

const phpString = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`

function phpArray(value: unknown, depth: number): string {
  const pad = "    ".repeat(depth + 1)
  const end = "    ".repeat(depth)
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    return `[\n${value.map(v => `${pad}${phpArray(v, depth + 1)},`).join("\n")}\n${end}]`
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
    if (entries.length === 0) return "(object) []"
    return `[\n${entries.map(([k, v]) => `${pad}'${k}' => ${phpArray(v, depth + 1)},`).join("\n")}\n${end}]`
  }
  if (typeof value === "string") return phpString(value)
  if (value === null) return "null"
  return String(value)
}

/**
 * The request a runtime of `game` sends: the documented one, with the body example of that game
 * (`"game": "fivem"`) where the description has one.
 */
export function gameRequests(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
): (game: RuntimeGame) => RequestShape {
  const request = requestShape(entry, serverUrl, schemes)
  const examples = examplesOf(entry.operation.requestBody?.content["application/json"])
  return game => {
    const own = examples.find(({ value }) => (value as { game?: unknown } | null)?.game === game)
    return own ? { ...request, body: own.value } : request
  }
}

/** One sample per plugin runtime, each for the game it runs on. */
const RUNTIMES: { label: string; lang: string; game: RuntimeGame; code: (request: RequestShape) => string }[] = [
  { label: "Java 8", lang: "java", game: "minecraft", code: java },
  { label: "Lua (FiveM)", lang: "lua", game: "fivem", code: lua },
  { label: "Pawn (AMXX)", lang: "pawn", game: "cs16", code: pawn },
  { label: "C# (CS2)", lang: "csharp", game: "cs2", code: csharp },
  { label: "C# (Oxide)", lang: "csharp", game: "rust", code: oxide },
]

/**
 * Code samples generated from the description: curl, JavaScript and PHP for every operation;
 * for the ones game servers call, one per plugin runtime of a game that may call it
 * (runtimeGames): Java 8 (Minecraft servers back to 1.8), Lua (FiveM), Pawn (AMX Mod X on
 * CS 1.6), C# for CounterStrikeSharp (CS2) and for Oxide/uMod (Rust). Each is checked by a
 * parser, compiler or structural test in test/lib/openapi/plugin-samples.test.ts. A runtime's
 * sample sends its own game's request (gameRequests): a FiveM server's report says `"game": "fivem"`.
 */
export function codeSamples(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
): CodeSample[] {
  const request = requestShape(entry, serverUrl, schemes)
  return samplesOf(request, runtimeGames(entry.operation), gameRequests(entry, serverUrl, schemes))
}

/**
 * The samples of one request in every language: the page's own, or the ones a reader's inputs
 * make. `games` are the games whose runtimes get a sample; `forGame` gives a runtime its own
 * game's request (by default every sample sends `request`).
 */
export function samplesOf(
  request: RequestShape,
  games: readonly RuntimeGame[],
  forGame: (game: RuntimeGame) => RequestShape = () => request,
): CodeSample[] {
  return [
    { label: "curl", lang: "bash", code: curl(request) },
    { label: "JavaScript", lang: "js", code: javascript(request) },
    { label: "PHP", lang: "php", code: php(request) },
    ...RUNTIMES.filter(runtime => games.includes(runtime.game)).map(({ label, lang, game, code }) => ({
      label,
      lang,
      code: code(forGame(game)),
    })),
  ]
}
