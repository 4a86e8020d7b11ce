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

export function replaceFactTokens(text: string, data: unknown): string {
  return text.replace(FACT_TOKEN, (_, key: string) => {
    const value = lookupFact(data, key)
    if (value === undefined) throw new UnknownFactError(key)
    return String(value)
  })
}
