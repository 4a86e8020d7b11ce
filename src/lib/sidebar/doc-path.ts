import { replaceTokens, type TokenValues } from "../content/tokens"
import { SECTIONS, type Section } from "./types"

/**
 * The URL rule, in one place: a file's folders below its section's content folder, then its
 * `slug:` or file name, `{product}` tokens replaced; `index` is the section's root.
 * `content/docs/store/products.mdx` → `/store/products`, `content/api/websites/user.mdx` →
 * `/api/websites/user`.
 */
export function docPath(
  section: Section,
  dir: string[],
  name: string,
  slug: string | undefined,
  tokens: TokenValues,
): string {
  const { basePath } = SECTIONS[section]
  if (name === "index") return basePath
  const segment = replaceTokens(slug ?? name, tokens)
  const dirPath = dir.map(d => replaceTokens(d, tokens)).join("/")
  return `${basePath}${dirPath ? `${dirPath}/` : ""}${segment}`
}
