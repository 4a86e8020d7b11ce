import { expression, json, type RequestShape } from "./sample-shape"

/** C# verbatim string: quotes doubled, the only escape it has; works on every C# version. */
const verbatim = (text: string) => `@"${text.replace(/"/g, '""')}"`

/** CounterStrikeSharp (CS2) runs on .NET 8, so plain `HttpClient` and raw string literals. */
export function csharp(r: RequestShape): string {
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
 * Oxide/uMod (and Carbon) plugins for Rust: the `webrequest` library of every CSharpPlugin,
 * `Enqueue(url, body, callback, owner, method, headers, timeout)`. Its callback runs on the
 * main thread, so game calls are safe there. Oxide compiles plugins with an older C# compiler:
 * no raw strings.
 */
export function oxide(r: RequestShape): string {
  const headers = r.headers
    .map(
      ([name, value]) => `    [${json(name)}] = ${expression(value, r.keyVariable, () => "config.ServerKey", " + ")},`,
    )
    .join("\n")
  const body = r.body === undefined ? "null" : verbatim(JSON.stringify(r.body))
  const method = r.method.toUpperCase()
  return `using System.Collections.Generic;
using Oxide.Core.Libraries;

// Inside your plugin class; config.ServerKey comes from the plugin's config file.
var headers = new Dictionary<string, string>
{
${headers}
};
webrequest.Enqueue(${json(r.url)}, ${body}, (code, response) =>
{
    if (code < 200 || code >= 300)
    {
        PrintError($"Questforge: {code} {response}");
        return;
    }
    // response holds the JSON body (empty for 204 No Content).
}, this, RequestMethod.${method}, headers, 10f);`
}
