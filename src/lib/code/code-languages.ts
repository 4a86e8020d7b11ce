/**
 * The code languages the site highlights (Prism, at build time), each with the other names a
 * fence may use for it (refractor's own aliases). Only these are loaded: all of refractor's
 * ~300 grammars took 0.57 s to load in every build process, these 0.09 s (a CPU profile of
 * the build). Fences in PLAIN_LANGUAGES are shown as plain text on purpose.
 */
export const HIGHLIGHTED_LANGUAGES: Record<string, readonly string[]> = {
  bash: ["sh", "shell"],
  csharp: ["cs", "dotnet"],
  css: [],
  http: [],
  java: [],
  javascript: ["js"],
  json: ["webmanifest"],
  lua: [],
  markup: ["html", "xml", "svg", "mathml", "ssml", "atom", "rss"],
  php: [],
  sql: [],
  twig: [],
  yaml: ["yml"],
}

/** Shown unhighlighted: no grammar fits (`cfg` files of game servers, Pawn) or none is wanted. */
export const PLAIN_LANGUAGES: readonly string[] = ["text", "txt", "plain", "cfg", "pawn"]

const known = new Set([
  ...Object.keys(HIGHLIGHTED_LANGUAGES),
  ...Object.values(HIGHLIGHTED_LANGUAGES).flat(),
  ...PLAIN_LANGUAGES,
])

/** A fence's language from its `language-x` class, if it names one. */
export function fenceLanguage(className: unknown): string | null {
  const names = Array.isArray(className) ? className : typeof className === "string" ? className.split(" ") : []
  const match = names.map(String).find(name => name.startsWith("language-"))
  return match ? match.slice("language-".length) : null
}

/** Null when the language is known, else the build error text for the page's file. */
export function unknownLanguageError(language: string, file: string): string | null {
  if (known.has(language.toLowerCase())) return null
  return (
    `${file}: code block language "${language}" is not one the site highlights. ` +
    `Fix: use one of ${[...known].sort().join(", ")}; or add its Prism grammar to ` +
    `src/lib/code/code-languages.ts (refractor/lang/<name>.js), or mark the block "text".`
  )
}
