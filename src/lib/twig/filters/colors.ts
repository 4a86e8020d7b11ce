/** Colour filters: theme colours in, CSS-ready values out. */
import { opt } from "../support/define"
import { contrastRatio, mix, parseHex, toHex } from "../support/colors"
import { renderMinecraftColors } from "../support/minecraft-colors"
import { roundTo } from "../support/numbers"
import { expectNumber, expectString, expected, isSafeHtml } from "../support/values"
import type { FilterDefinition } from "../types"

const HEX_NOTE = "A value that is not a 3- or 6-digit hex colour (with or without `#`) is an error naming the filter."

function percentArg(name: string, value: unknown): number {
  const percent = expectNumber(name, value ?? 10, "percent to be a number from 0 to 100")
  if (percent < 0 || percent > 100) expected(name, "percent to be a number from 0 to 100", value)
  return percent
}

export const colorFilters: FilterDefinition[] = [
  {
    kind: "filter",
    category: "colors",
    name: "hex_to_rgb",
    signature: "value|hex_to_rgb",
    summary: "Converts a hex colour to its red, green and blue channels, for CSS custom properties used with `rgb()`.",
    args: [],
    returns: { type: "string", description: 'The channels separated by commas, e.g. `"47, 158, 68"`.' },
    notes: [HEX_NOTE, "Three-digit colours are expanded first: `#fa0` is `#ffaa00`."],
    impl: (_env, value) => parseHex("hex_to_rgb", value).join(", "),
  },
  {
    kind: "filter",
    category: "colors",
    name: "rgba",
    signature: "value|rgba(alpha = 1)",
    summary: "Turns a hex colour into an `rgba()` colour with the given opacity.",
    args: [opt("alpha", "number", "1", "Opacity from 0 (transparent) to 1 (opaque).")],
    returns: { type: "string", description: 'A CSS colour, e.g. `"rgba(47, 158, 68, 0.5)"`.' },
    notes: [HEX_NOTE, "An `alpha` outside 0–1 or not a number is an error."],
    impl: (_env, value, alpha) => {
      const rgb = parseHex("rgba", value)
      const a = expectNumber("rgba", alpha ?? 1, "alpha to be a number from 0 to 1")
      if (a < 0 || a > 1) expected("rgba", "alpha to be a number from 0 to 1", alpha)
      return `rgba(${rgb.join(", ")}, ${roundTo(a, 2)})`
    },
  },
  {
    kind: "filter",
    category: "colors",
    name: "lighten",
    signature: "value|lighten(percent = 10)",
    summary: "Mixes a hex colour with white, for hover states and light backgrounds.",
    args: [opt("percent", "number", "10", "How far to move towards white, from 0 (unchanged) to 100 (white).")],
    returns: {
      type: "string",
      description:
        'A 6-digit lowercase hex colour, e.g. `"#44a857"` for `#2f9e44` with the default 10 (`"#59b169"` with 20).',
    },
    notes: [HEX_NOTE, "A `percent` outside 0–100 or not a number is an error."],
    impl: (_env, value, percent) => toHex(mix(parseHex("lighten", value), 255, percentArg("lighten", percent))),
  },
  {
    kind: "filter",
    category: "colors",
    name: "darken",
    signature: "value|darken(percent = 10)",
    summary: "Mixes a hex colour with black, for pressed buttons and borders.",
    args: [opt("percent", "number", "10", "How far to move towards black, from 0 (unchanged) to 100 (black).")],
    returns: { type: "string", description: 'A 6-digit lowercase hex colour, e.g. `"#2a8e3d"`.' },
    notes: [HEX_NOTE, "A `percent` outside 0–100 or not a number is an error."],
    impl: (_env, value, percent) => toHex(mix(parseHex("darken", value), 0, percentArg("darken", percent))),
  },
  {
    kind: "filter",
    category: "colors",
    name: "contrast_text",
    signature: "value|contrast_text(dark = '#111111', light = '#ffffff')",
    summary: "Picks the text colour that reads best on a background colour, by WCAG contrast ratio.",
    args: [
      opt("dark", "string", "'#111111'", "Text colour to use on light backgrounds."),
      opt("light", "string", "'#ffffff'", "Text colour to use on dark backgrounds."),
    ],
    returns: {
      type: "string",
      description: "`dark` or `light`, exactly as given, whichever contrasts more with the value.",
    },
    notes: [HEX_NOTE, "`dark` and `light` must be hex colours too; on a tie `dark` wins."],
    impl: (_env, value, dark, light) => {
      const background = parseHex("contrast_text", value)
      const darkText = expectString("contrast_text", dark ?? "#111111", "dark to be a hex colour")
      const lightText = expectString("contrast_text", light ?? "#ffffff", "light to be a hex colour")
      const darkRatio = contrastRatio(background, parseHex("contrast_text", darkText))
      return darkRatio >= contrastRatio(background, parseHex("contrast_text", lightText)) ? darkText : lightText
    },
  },
  {
    kind: "filter",
    category: "colors",
    name: "mc_colors",
    signature: "value|mc_colors",
    summary:
      "Renders Minecraft colour and format codes (`&6`, `§l`, …) as spans with `mc-` classes, for MOTDs and rank prefixes.",
    args: [],
    returns: {
      type: "string (HTML)",
      description: 'Safe HTML, e.g. `<span class="mc-gold mc-bold">VIP</span>`; style the classes in your theme CSS.',
    },
    notes: [
      "Both `&` and `§` start a code; colours `0`–`9`, `a`–`f` are classes `mc-black` … `mc-white`, formats `k l m n o` are `mc-obfuscated`, `mc-bold`, `mc-strikethrough`, `mc-underline`, `mc-italic`, and `r` resets.",
      "A colour code clears the formats before it, as in game.",
      "The text is HTML-escaped; an `&` or `§` not followed by a code is printed as is.",
      "Safe HTML, such as markup captured with `{% set %}`, is not escaped again: its tags and entities such as `&amp;` are kept, and codes apply to the text between them.",
      "A value that is not a string is an error naming the filter.",
    ],
    safe: true,
    impl: (_env, value) => renderMinecraftColors(expectString("mc_colors", value), isSafeHtml(value)),
  },
]
