/**
 * Product tokens let content name the product without copying it: `{product}` is the slug
 * (used in routes and link targets), `{productName}` the display name and
 * `{siteTitle}` the docs site title. Renaming the product in content/product.yaml renames
 * every route, title and link that uses them.
 */
export interface TokenValues {
  product: string
  productName: string
  siteTitle: string
}

const TOKEN = /\{([A-Za-z]+)\}/g

export class UnknownTokenError extends Error {
  constructor(readonly token: string) {
    super(`unknown token \`{${token}}\``)
  }
}

export function replaceTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (_, name: string) => {
    if (!(name in values)) throw new UnknownTokenError(name)
    return values[name as keyof TokenValues]
  })
}

export function tokenValues(product: { slug: string; name: string; siteTitle: string }): TokenValues {
  return { product: product.slug, productName: product.name, siteTitle: product.siteTitle }
}

/**
 * `%%key%%` prints a product fact anywhere in a page, code blocks included: `%%name%%`,
 * `%%urls.dashboard%%`, `%%facts.subdomain.suffix%%`. Keys are dotted paths into
 * content/product.yaml; an unknown key fails the build.
 */
const FACT_TOKEN = /%%([A-Za-z0-9_.-]+)%%/g

export function lookupFact(data: unknown, key: string): string | number | undefined {
  let value: unknown = data
  for (const part of key.split(".")) {
    if (value === null || typeof value !== "object" || !(part in value)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return typeof value === "string" || typeof value === "number" ? value : undefined
}

export class UnknownFactError extends Error {
  constructor(readonly key: string) {
    super(`unknown product fact \`%%${key}%%\``)
  }
}

function factValue(data: unknown, key: string): string {
  const value = lookupFact(data, key)
  if (value === undefined) throw new UnknownFactError(key)
  return String(value)
}

/** A fact marks code as Markdown does, in backticks (`{uuid}`). */
const CODE_MARK = /`([^`]+)`/g

/**
 * `text` with each `%%key%%` replaced by its fact, code marks and all (Markdown, such as the API
 * description's). `plain` leaves the marks out: for text that is code already, or an attribute.
 */
export function replaceFactTokens(text: string, data: unknown, plain = false): string {
  return text.replace(FACT_TOKEN, (_, key: string) => {
    const value = factValue(data, key)
    return plain ? value.replace(CODE_MARK, "$1") : value
  })
}

export interface ProsePiece {
  code: boolean
  value: string
}

/**
 * Prose with its facts filled in, as pieces of text and of the code the facts mark: a page
 * prints `{uuid}` from a fact as inline code. Only the facts' marks count; the rest of the text
 * is taken as it is.
 */
export function replaceFactTokensInProse(text: string, data: unknown): ProsePiece[] {
  const pieces: ProsePiece[] = []
  const add = (code: boolean, value: string) => {
    if (!value) return
    const last = pieces[pieces.length - 1]
    if (last && !last.code && !code) last.value += value
    else pieces.push({ code, value })
  }
  let at = 0
  for (const match of text.matchAll(FACT_TOKEN)) {
    add(false, text.slice(at, match.index))
    const value = factValue(data, match[1])
    let from = 0
    for (const code of value.matchAll(CODE_MARK)) {
      add(false, value.slice(from, code.index))
      add(true, code[1])
      from = code.index + code[0].length
    }
    add(false, value.slice(from))
    at = match.index + match[0].length
  }
  add(false, text.slice(at))
  return pieces
}
