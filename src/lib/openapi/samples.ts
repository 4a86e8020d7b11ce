import { examplesOf } from "./operations"
import type { OperationEntry, SecurityScheme } from "./types"

export interface CodeSample {
  label: string
  lang: string
  code: string
}

interface RequestShape {
  method: string
  url: string
  headers: [string, string][]
  /** Environment variable holding the key, so samples never contain a secret. */
  keyVariable: string
  body: unknown
}

const KEY_VARIABLES: Record<string, string> = { serverKey: "QF_SERVER_KEY", websiteKey: "QF_WEBSITE_KEY" }

function exampleValue(param: { example?: unknown; examples?: Record<string, { value: unknown }> }): unknown {
  if (param.example !== undefined) return param.example
  const first = param.examples ? Object.values(param.examples)[0] : undefined
  return first?.value
}

/** The request the samples send: the documented example values, the key from the environment. */
export function requestShape(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
): RequestShape {
  const { operation } = entry
  let path = entry.path
  const query: string[] = []
  const headers: [string, string][] = []
  const schemeName = Object.keys(operation.security?.[0] ?? {})[0] ?? ""
  const scheme = schemes[schemeName]
  const keyVariable = KEY_VARIABLES[schemeName] ?? "QF_API_KEY"
  if (scheme?.type === "apiKey" && scheme.in === "header" && scheme.name) headers.push([scheme.name, `$${keyVariable}`])
  if (scheme?.type === "http" && scheme.scheme === "bearer") headers.push(["Authorization", `Bearer $${keyVariable}`])
  for (const param of operation.parameters ?? []) {
    const value = exampleValue(param)
    if (param.in === "path") path = path.replace(`{${param.name}}`, encodeURIComponent(String(value ?? param.name)))
    else if (param.in === "query" && value !== undefined)
      query.push(`${param.name}=${encodeURIComponent(String(value))}`)
    else if (param.in === "header" && param.required && value !== undefined) headers.push([param.name, String(value)])
  }
  const body = examplesOf(operation.requestBody?.content["application/json"])[0]?.value
  if (body !== undefined) headers.push(["Content-Type", "application/json"])
  return {
    method: entry.method,
    url: `${serverUrl}${path}${query.length ? `?${query.join("&")}` : ""}`,
    headers,
    keyVariable,
    body,
  }
}

const json = (value: unknown, indent = 2) => JSON.stringify(value, null, indent)

/** A header value as literal text and environment-variable parts, e.g. `Bearer ` + key. */
function parts(value: string, variable: string): { text: string; env: boolean }[] {
  return value
    .split(`$${variable}`)
    .flatMap((text, i) =>
      i === 0
        ? [{ text, env: false }]
        : [
            { text: variable, env: true },
            { text, env: false },
          ],
    )
    .filter(part => part.env || part.text !== "")
}

/** Joins the parts in a language: quoted literals and env lookups with its concatenation. */
function expression(value: string, variable: string, env: (name: string) => string, join: string): string {
  return parts(value, variable)
    .map(part => (part.env ? env(part.text) : json(part.text)))
    .join(join)
}

function curl(r: RequestShape): string {
  const lines = [`curl -X ${r.method} "${r.url}"`, ...r.headers.map(([name, value]) => `  -H "${name}: ${value}"`)]
  if (r.body !== undefined) lines.push(`  -d '${json(r.body)}'`)
  return lines.join(" \\\n")
}

function javascript(r: RequestShape): string {
  const headers = r.headers
    .map(([name, value]) => {
      return `    ${json(name)}: ${expression(value, r.keyVariable, v => `process.env.${v}`, " + ")},`
    })
    .join("\n")
  const body = r.body === undefined ? "" : `\n  body: JSON.stringify(${json(r.body).replace(/\n/g, "\n  ")}),`
  return `const response = await fetch(${json(r.url)}, {
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
  const headers = r.headers
    .map(([name, value]) => {
      const php = expression(`${name}: ${value}`, r.keyVariable, v => `getenv('${v}')`, " . ").replace(/"/g, "'")
      return `        ${php},`
    })
    .join("\n")
  const body = r.body === undefined ? "" : `\n    CURLOPT_POSTFIELDS => json_encode(${phpArray(r.body, 1)}),`
  return `<?php
$ch = curl_init('${r.url}');
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
  if (typeof value === "string") return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`
  if (value === null) return "null"
  return String(value)
}

function java(r: RequestShape): string {
  const headers = r.headers
    .map(
      ([name, value]) =>
        `    .header(${json(name)}, ${expression(value, r.keyVariable, v => `System.getenv(${json(v)})`, " + ")})`,
    )
    .join("\n")
  const publisher =
    r.body === undefined
      ? "HttpRequest.BodyPublishers.noBody()"
      : `HttpRequest.BodyPublishers.ofString("""\n        ${json(r.body).replace(/\n/g, "\n        ")}""")`
  return `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

// Run off the main server thread, e.g. in an async scheduler task.
HttpClient client = HttpClient.newHttpClient();
HttpRequest request = HttpRequest.newBuilder(URI.create(${json(r.url)}))
${headers}
    .method(${json(r.method)}, ${publisher})
    .build();
HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
if (response.statusCode() >= 400) {
    throw new IllegalStateException(response.statusCode() + " " + response.body());
}`
}

function csharp(r: RequestShape): string {
  const headers = r.headers
    .filter(([name]) => name !== "Content-Type")
    .map(([name, value]) => {
      const literal = expression(value, r.keyVariable, v => `Environment.GetEnvironmentVariable(${json(v)})`, " + ")
      return `request.Headers.Add(${json(name)}, ${literal});`
    })
    .join("\n")
  const content =
    r.body === undefined
      ? ""
      : `\nrequest.Content = new StringContent("""\n    ${json(r.body).replace(/\n/g, "\n    ")}\n    """, Encoding.UTF8, "application/json");`
  return `using System.Net.Http;
using System.Text;

using var http = new HttpClient();
using var request = new HttpRequestMessage(HttpMethod.${r.method.charAt(0)}${r.method.slice(1).toLowerCase()}, ${json(r.url)});
${headers}${content}
using var response = await http.SendAsync(request);
var body = await response.Content.ReadAsStringAsync();
if (!response.IsSuccessStatusCode)
    throw new HttpRequestException($"{(int)response.StatusCode} {body}");`
}

/**
 * Code samples generated from the description: curl, JavaScript and PHP for every operation;
 * Java (Minecraft plugins) and C# (CS2 and Rust plugins) for the ones game servers call.
 */
export function codeSamples(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
): CodeSample[] {
  const request = requestShape(entry, serverUrl, schemes)
  const samples: CodeSample[] = [
    { label: "curl", lang: "bash", code: curl(request) },
    { label: "JavaScript", lang: "js", code: javascript(request) },
    { label: "PHP", lang: "php", code: php(request) },
  ]
  const gameServer = Object.keys(entry.operation.security?.[0] ?? {}).includes("serverKey")
  if (gameServer) {
    samples.push({ label: "Java", lang: "java", code: java(request) })
    samples.push({ label: "C#", lang: "csharp", code: csharp(request) })
  }
  return samples
}
