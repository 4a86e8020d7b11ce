import { OG_HEIGHT, OG_WIDTH, type OgCard, type OgColours } from "./card"

/**
 * The preview image's layout, as the element objects satori draws (the shape React elements
 * have, written as plain data: build-time code does not use React). Flat colours and text
 * only, so the PNG packs into a small palette. Change TEMPLATE_VERSION with any change here.
 */
export const TEMPLATE_VERSION = 1

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

export function ogLayout(card: OgCard, colours: OgColours): OgElement {
  const title = fitTitle(card.title)
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
      div({ height: 12, backgroundColor: colours.accent }),
      div(
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          flexGrow: 1,
          padding: "56px 80px 48px",
        },
        [
          div({ display: "flex", alignItems: "center", fontSize: 32, fontWeight: 700 }, [
            div({ width: 28, height: 28, borderRadius: 6, backgroundColor: colours.accent, marginRight: 18 }),
            div({ display: "flex" }, card.siteTitle),
          ]),
          div({ display: "flex", flexDirection: "column" }, [
            div(
              { display: "flex", fontSize: 32, fontWeight: 700, color: colours.accent, marginBottom: 20 },
              card.section,
            ),
            div({ display: "flex", fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15 }, title),
          ]),
          div(
            {
              display: "flex",
              fontSize: 28,
              fontWeight: 400,
              color: colours.muted,
              borderTop: `2px solid ${colours.border}`,
              paddingTop: 24,
            },
            card.host,
          ),
        ],
      ),
    ],
  )
}
