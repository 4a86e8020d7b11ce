// How Netlify and Cloudflare Pages apply a `_headers` file, in one place: the build writes the
// file and checks what each path gets (src/node/headers/rules.ts), and the preview server
// applies it (scripts/serve.mjs). CommonJS with its types beside it (host-rules.d.cts), so that
// the server, a plain Node script, loads it as it is.

/** Each path pattern's regular expression, made once: the preview server matches every request. */
const patterns = new Map()

/** Whether a `_headers` path pattern matches a path: `*` anything (also `/`), `:name` one segment. */
function pathMatches(pattern, path) {
  let regex = patterns.get(pattern)
  if (!regex) {
    const source = pattern
      .split("*")
      .map(part => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
      .join(".*")
    regex = new RegExp(`^${source}$`)
    patterns.set(pattern, regex)
  }
  return regex.test(path)
}

/**
 * The headers a host sends for a path: every matching rule applies, in the file's order, and a
 * header named by more than one (names compare without case) is sent once, its values joined by
 * ", ". Names come back in lower case, as HTTP compares them.
 */
function headersFor(rules, path) {
  const headers = {}
  for (const rule of rules) {
    if (!pathMatches(rule.path, path)) continue
    const entries = Array.isArray(rule.headers) ? rule.headers : Object.entries(rule.headers)
    for (const [name, value] of entries) {
      const key = name.toLowerCase()
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`
    }
  }
  return headers
}

module.exports = { pathMatches, headersFor }
