import type { OgColours } from "./card"

/** The custom properties (`--name: value`) declared in the stylesheet's `:root` rules, later ones winning. */
export function rootCustomProperties(css: string): Record<string, string> {
  const properties: Record<string, string> = {}
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "")
  // `:root` as a whole selector (not `.x:root`), then its block.
  for (const rule of withoutComments.matchAll(/(?<![\w\])-]):root\s*\{([^}]*)\}/g)) {
    for (const declaration of rule[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);?/g)) {
      properties[declaration[1]] = declaration[2].trim()
    }
  }
  return properties
}

/** Which custom property each colour of the preview image takes. */
export const OG_COLOUR_PROPERTIES: Record<keyof OgColours, string> = {
  background: "--bg",
  border: "--border",
  text: "--text",
  muted: "--text-muted",
  accent: "--accent",
}

/**
 * The image's colours from the site's stylesheet, so it looks like the site and follows a
 * restyle. Only hex colours: the image must not guess what `var()` or a keyword resolves to.
 */
export function ogColours(properties: Record<string, string>, file: string): OgColours {
  const entries = Object.entries(OG_COLOUR_PROPERTIES).map(([name, property]) => {
    const value = properties[property]
    if (!value || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value))
      throw new Error(
        `${file}: the preview images take their ${name} colour from \`${property}\` in \`:root\`, which is ${
          value ? `\`${value}\`, not a hex colour` : "missing"
        }. Fix: declare \`${property}: #rrggbb;\` there.`,
      )
    return [name, value.toLowerCase()] as const
  })
  return Object.fromEntries(entries) as unknown as OgColours
}
