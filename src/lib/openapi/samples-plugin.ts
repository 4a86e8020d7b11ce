import { configName, expression, json, type RequestShape } from "./sample-shape"

/** The body as one compact JSON text: plugin runtimes send it as a string they build themselves. */
const compact = (body: unknown) => JSON.stringify(body)

/**
 * Java 8 (Minecraft servers back to 1.8 still run it): `HttpURLConnection`, no `var`, no text
 * blocks and no `java.net.http`, which came in Java 11.
 */
export function java(r: RequestShape): string {
  if (r.method === "PATCH") throw new Error("HttpURLConnection cannot send PATCH; the Java 8 sample needs a workaround")
  const headers = r.headers
    .map(([name, value]) => {
      const literal = expression(value, r.keyVariable, v => `System.getenv(${json(v)})`, " + ")
      return `connection.setRequestProperty(${json(name)}, ${literal});`
    })
    .join("\n")
  const send =
    r.body === undefined
      ? ""
      : `
connection.setDoOutput(true);
String json = ${json(compact(r.body))};
try (OutputStream out = connection.getOutputStream()) {
    out.write(json.getBytes(StandardCharsets.UTF_8));
}`
  return `import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;

// Java 8 and later. Run off the main server thread, e.g. in runTaskAsynchronously.
HttpURLConnection connection = (HttpURLConnection) new URL(${json(r.url)}).openConnection();
connection.setRequestMethod(${json(r.method)});
connection.setConnectTimeout(10000);
connection.setReadTimeout(10000);
${headers}${send}
int status = connection.getResponseCode();
InputStream in = status >= 400 ? connection.getErrorStream() : connection.getInputStream();
ByteArrayOutputStream buffer = new ByteArrayOutputStream();
if (in != null) {
    byte[] chunk = new byte[4096];
    for (int n = in.read(chunk); n != -1; n = in.read(chunk)) buffer.write(chunk, 0, n);
    in.close();
}
String body = new String(buffer.toByteArray(), StandardCharsets.UTF_8);
if (status >= 400) {
    throw new IllegalStateException(status + " " + body);
}`
}

/** Lua for FiveM server scripts: `PerformHttpRequest` with the key from a server-only convar. */
export function lua(r: RequestShape): string {
  const convar = configName(r.keyVariable)
  const headers = r.headers
    .map(([name, value]) => `  [${json(name)}] = ${expression(value, r.keyVariable, () => "serverKey", " .. ")},`)
    .join("\n")
  const body = r.body === undefined ? `""` : `[[${compact(r.body)}]]`
  return `-- server.lua. Set the key with \`set ${convar} "..."\` in server.cfg: never setr or sets,
-- which would send it to every player.
local serverKey = GetConvar(${json(convar)}, "")

PerformHttpRequest(${json(r.url)}, function(status, body, headers, errorData)
  if status < 200 or status >= 300 then
    print(("Questforge: %d %s"):format(status, errorData or body or ""))
    return
  end
  local data = body ~= "" and json.decode(body) or nil -- nil for 204 No Content
  -- use data here
end, ${json(r.method)}, ${body}, {
${headers}
})`
}

/** Pawn strings escape with `^` in AMX Mod X, not a backslash. */
const pawnString = (text: string) => `"${text.replace(/\^/g, "^^").replace(/"/g, '^"')}"`

/**
 * Pawn for AMX Mod X with the easy_http module (Next21Team/AmxxEasyHttp): HTTPS, custom
 * headers and non-blocking callbacks. The sockets module that ships with AMXX opens only plain
 * TCP or UDP connections, and the API is HTTPS-only.
 */
export function pawn(r: RequestShape): string {
  const cvar = configName(r.keyVariable)
  const headers = r.headers
    .map(([name, value]) => {
      const literal = value.includes(`$${r.keyVariable}`) ? expressionPawn(value, r.keyVariable) : pawnString(value)
      return `    ezhttp_option_set_header(options, ${pawnString(name)}, ${literal})`
    })
    .join("\n")
  const keyLine = r.headers.some(([, v]) => v.includes(`$${r.keyVariable}`))
    ? `    new key[128]\n    get_pcvar_string(g_serverKey, key, charsmax(key))\n`
    : ""
  const body = r.body === undefined ? "" : `    ezhttp_option_set_body(options, ${pawnString(compact(r.body))})\n`
  return `#include <amxmodx>
#include <easy_http>

new g_serverKey

public plugin_init()
{
    // FCVAR_PROTECTED: players never see the key.
    g_serverKey = register_cvar(${pawnString(cvar)}, "", FCVAR_PROTECTED)
}

send_request()
{
${keyLine}    new EzHttpOptions:options = ezhttp_create_options()
${headers}
${body}    ezhttp_option_set_timeout(options, 10000)
    ezhttp_${r.method.toLowerCase()}(${pawnString(r.url)}, "on_response", options)
}

public on_response(EzHttpRequest:request)
{
    if (ezhttp_get_error_code(request) != EZH_OK)
        return
    new status = ezhttp_get_http_code(request)
    if (status >= 400)
    {
        new error[512]
        ezhttp_get_data(request, error, charsmax(error))
        log_amx("Questforge: %d %s", status, error)
        return
    }
    if (status == 204)
        return
    // The whole answer, however long (a batch of queued commands passes 16 KB): read it with
    // the ezjson_* natives, never through a fixed-size string, which would cut it off.
    new EzJSON:json = ezhttp_parse_json_response(request)
    if (json == EzInvalid_JSON)
        return
    ezjson_free(json)
}`
}

/** A header holding the key: `key` alone, or a literal prefix joined with formatex. */
function expressionPawn(value: string, variable: string): string {
  const [before, after] = value.split(`$${variable}`)
  if (!before && !after) return "key"
  throw new Error(`Pawn sample: header value "${value}" needs formatex; only a bare key is generated`)
}
