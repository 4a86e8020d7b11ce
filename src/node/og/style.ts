import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import {
  ogCardOf,
  ogImageAlt,
  ogImagePath,
  ogKeySource,
  type OgCard,
  type OgImageRef,
  type OgStyle,
} from "../../lib/og/card"
import { ogColours, rootCustomProperties } from "../../lib/og/css-colours"
import { TEMPLATE_VERSION } from "../../lib/og/layout"
import type { NavLink, Section } from "../../lib/sidebar/types"
import { loadProduct, ROOT_DIR } from "../product"
import { PNG_ENCODING } from "./png"

export const STYLESHEET = "src/styles/base.css"

/** The font the images are drawn with: Inter from @fontsource (WOFF; satori does not read WOFF2). */
export const OG_FONTS = [
  { weight: 400 as const, file: "@fontsource/inter/files/inter-latin-400-normal.woff" },
  { weight: 700 as const, file: "@fontsource/inter/files/inter-latin-700-normal.woff" },
]

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex")

// Resolved from the project root: this code runs from a bundle in .cache
// (src/node/gatsby-api/load.cjs), and the packages are the project's.
const resolveModule = (name: string) => createRequire(path.join(ROOT_DIR, "package.json")).resolve(name)

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(resolveModule(`${name}/package.json`), "utf8")) as { version: string }).version

export interface OgSetup {
  style: OgStyle
  fonts: { weight: 400 | 700; data: Buffer }[]
}

let cached: OgSetup | null = null

/** Colours, fonts and versions, read once per process (a few small files). */
export function ogSetup(): OgSetup {
  if (cached) return cached
  const fonts = OG_FONTS.map(font => ({ weight: font.weight, data: readFileSync(resolveModule(font.file)) }))
  const css = readFileSync(path.join(ROOT_DIR, STYLESHEET), "utf8")
  cached = {
    fonts,
    style: {
      colours: ogColours(rootCustomProperties(css), STYLESHEET),
      font: sha256(Buffer.concat(fonts.map(font => font.data))).slice(0, 16),
      template: TEMPLATE_VERSION,
      renderer: `satori@${packageVersion("satori")} sharp@${packageVersion("sharp")} ${PNG_ENCODING}`,
    },
  }
  return cached
}

/** The cache key of an image: 20 hex digits of the SHA-256 of everything that decides its pixels. */
export const ogImageKey = (card: OgCard, style: OgStyle) => sha256(ogKeySource(card, style)).slice(0, 20)

/** A page's card and its image reference, as createPages puts it in the page context. */
export function ogImageOf(page: { section: Section; title: string; breadcrumbs: NavLink[] }): {
  card: OgCard
  ref: OgImageRef
} {
  const product = loadProduct()
  const card = ogCardOf(page, { siteTitle: product.siteTitle, docsUrl: product.urls.docs })
  return { card, ref: { path: ogImagePath(ogImageKey(card, ogSetup().style)), alt: ogImageAlt(card) } }
}
