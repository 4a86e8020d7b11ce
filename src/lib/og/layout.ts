import { OG_HEIGHT, OG_WIDTH, type OgCard, type OgColours } from "./card"

/**
 * The preview image's layout, as the element objects satori draws (the shape React elements
 * have, written as plain data: build-time code does not use React). Flat colours and text
 * only, so the PNG packs into a small palette. Change TEMPLATE_VERSION with any change here.
 */
export const TEMPLATE_VERSION = 2

export const OG_FONT_FAMILY = "Inter"

export type OgStyleProps = Record<string, string | number>

export interface OgElement {
  type: "div"
  props: { style: OgStyleProps; children?: string | OgElement | OgElement[] }
}

const div = (style: OgStyleProps, children?: OgElement["props"]["children"]): OgElement => ({
  type: "div",
  props: children === undefined ? { style } : { style, children },
})

const MAX_TITLE = 100

/** Long titles are cut at a word and end with an ellipsis: three lines at most at the smallest size. */
export function fitTitle(title: string): string {
  if (title.length <= MAX_TITLE) return title
  const cut = title.slice(0, MAX_TITLE - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > MAX_TITLE / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** Bigger type for shorter titles, so one word does not sit alone in a large empty card. */
export function titleSize(title: string): number {
  if (title.length <= 28) return 84
  if (title.length <= 56) return 68
  return 56
}

/** The card's frame: the accent bar, and inside the padding the header and the footer. */
const BAR = 12
const PADDING = { top: 56, x: 80, bottom: 48 }
const HEADER_HEIGHT = 40
const FOOTER_HEIGHT = 60

/**
 * Where the page's own text (section and title) goes, in pixels: everything else on the card is
 * the same for every page of a site, so the renderer draws that frame once and each card's
 * middle alone (src/node/og/render.ts). Whole pixels, so both draw the same pixels.
 */
export const OG_MIDDLE = {
  x: PADDING.x,
  y: BAR + PADDING.top + HEADER_HEIGHT,
  width: OG_WIDTH - 2 * PADDING.x,
  height: OG_HEIGHT - BAR - PADDING.top - HEADER_HEIGHT - FOOTER_HEIGHT - PADDING.bottom,
}

/** The section and the title, centred in the middle's box, on the card's background. */
export function ogMiddleLayout(card: Pick<OgCard, "section" | "title">, colours: OgColours): OgElement {
  const title = fitTitle(card.title)
  return div(
    {
      width: OG_MIDDLE.width,
      height: OG_MIDDLE.height,
      display: "flex",
      flexDirection: "column",
      justifyContent: "center",
      backgroundColor: colours.background,
      color: colours.text,
      fontFamily: OG_FONT_FAMILY,
    },
    [
      div({ display: "flex", fontSize: 32, fontWeight: 700, color: colours.accent, marginBottom: 20 }, card.section),
      div({ display: "flex", fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15 }, title),
    ],
  )
}

/** The whole card; `middle` is ogMiddleLayout's box, or nothing for the frame alone. */
function card(site: Pick<OgCard, "siteTitle" | "host">, colours: OgColours, middle: OgElement | null): OgElement {
  return div(
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: "flex",
      flexDirection: "column",
      backgroundColor: colours.background,
      color: colours.text,
      fontFamily: OG_FONT_FAMILY,
    },
    [
      div({ height: BAR, flexShrink: 0, backgroundColor: colours.accent }),
      div(
        {
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: `${PADDING.top}px ${PADDING.x}px ${PADDING.bottom}px`,
        },
        [
          div(
            {
              display: "flex",
              alignItems: "center",
              height: HEADER_HEIGHT,
              flexShrink: 0,
              fontSize: 32,
              fontWeight: 700,
            },
            [
              div({ width: 28, height: 28, borderRadius: 6, backgroundColor: colours.accent, marginRight: 18 }),
              div({ display: "flex" }, site.siteTitle),
            ],
          ),
          middle ?? div({ width: OG_MIDDLE.width, height: OG_MIDDLE.height }),
          div(
            {
              display: "flex",
              height: FOOTER_HEIGHT,
              flexShrink: 0,
              fontSize: 28,
              fontWeight: 400,
              color: colours.muted,
              borderTop: `2px solid ${colours.border}`,
              paddingTop: 24,
            },
            site.host,
          ),
        ],
      ),
    ],
  )
}

/** The card as one layout: header, the page's section and title, footer. */
export function ogLayout(page: OgCard, colours: OgColours): OgElement {
  return card(page, colours, ogMiddleLayout(page, colours))
}

/** The frame alone, the same for every page of a site: the middle is left as background. */
export function ogFrameLayout(site: Pick<OgCard, "siteTitle" | "host">, colours: OgColours): OgElement {
  return card(site, colours, null)
}
