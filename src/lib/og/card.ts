import type { NavLink, Section } from "../sidebar/types"
import { SECTIONS } from "../sidebar/types"

/** Open Graph's recommended size for link previews (Facebook, LinkedIn, X, Slack, Discord…). */
export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
/** Folder of public/ that holds the preview images. */
export const OG_DIR = "og"

/** What a page's preview image shows. */
export interface OgCard {
  title: string
  /** The page's section as readers see it: its first breadcrumb below the root (`Store`), or `Docs` / `API`. */
  section: string
  /** The site's name from content/product.yaml (`Questforge Docs`). */
  siteTitle: string
  /** Host of the docs site (`docs.questforge.example`). */
  host: string
}

/** Colours of the image, taken from the site's CSS custom properties (./css-colours.ts). */
export interface OgColours {
  background: string
  border: string
  text: string
  muted: string
  accent: string
}

/** Everything besides the card that decides the image's pixels: a change to any of it is a new image. */
export interface OgStyle {
  colours: OgColours
  /** Digest of the font files. */
  font: string
  /** Bumped by hand whenever the layout (./layout.ts) changes what it draws. */
  template: number
  /** Versions of the rendering libraries, which may draw the same input differently, and the PNG settings. */
  renderer: string
}

/** A page's reference to its image, carried in its page context. */
export interface OgImageRef {
  /** Site path of the PNG: `/og/<key>.png`. */
  path: string
  alt: string
}

interface CardSource {
  section: Section
  title: string
  breadcrumbs: NavLink[]
}

export function ogCardOf(page: CardSource, site: { siteTitle: string; docsUrl: string }): OgCard {
  const section = page.breadcrumbs[0]?.label ?? SECTIONS[page.section].label
  return {
    title: page.title,
    section: page.section === "api" && page.breadcrumbs.length ? `${SECTIONS.api.label} · ${section}` : section,
    siteTitle: site.siteTitle,
    host: new URL(site.docsUrl).host,
  }
}

/**
 * The text a cache key is hashed from: every input of the image in a fixed order, so equal
 * inputs give the same key on every machine and any change gives a new one.
 */
export function ogKeySource(card: OgCard, style: OgStyle): string {
  const { colours } = style
  return JSON.stringify([
    style.template,
    style.renderer,
    style.font,
    [colours.background, colours.border, colours.text, colours.muted, colours.accent],
    [card.title, card.section, card.siteTitle, card.host],
  ])
}

/** The image's site path: named by its key, so a changed image is a new URL and the file can be cached for good. */
export const ogImagePath = (key: string) => `/${OG_DIR}/${key}.png`

export const ogImageAlt = (card: OgCard) => `${card.title}: ${card.section}, ${card.siteTitle}`
