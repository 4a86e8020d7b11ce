import { colorFilters } from "../../../src/lib/twig/filters/colors"
import { describeDefinitions } from "./support"

const HEX = 'a hex colour like "#2f9e44" or "#fa0"'

describeDefinitions("colors filters", colorFilters, {
  hex_to_rgb: {
    ok: [
      ["{{ theme.colors.primary|hex_to_rgb }}", "47, 158, 68"],
      ["{{ 'fa0'|hex_to_rgb }}", "255, 170, 0"],
    ],
    bad: [["{{ 'blue'|hex_to_rgb }}", `hex_to_rgb: expected ${HEX}, got string "blue"`]],
  },
  rgba: {
    ok: [
      ["{{ theme.colors.primary|rgba(0.5) }}", "rgba(47, 158, 68, 0.5)"],
      ["{{ '#000'|rgba }}", "rgba(0, 0, 0, 1)"],
    ],
    bad: [
      ["{{ '#000'|rgba(2) }}", "rgba: expected alpha to be a number from 0 to 1, got number 2"],
      ["{{ '#00'|rgba(0.5) }}", `rgba: expected ${HEX}, got string "#00"`],
    ],
  },
  lighten: {
    ok: [
      ["{{ theme.colors.primary|lighten }}", "#44a857"],
      ["{{ theme.colors.primary|lighten(20) }}", "#59b169"],
      ["{{ '#123'|lighten(100) }}", "#ffffff"],
    ],
    bad: [
      ["{{ '#000'|lighten('more') }}", 'lighten: expected percent to be a number from 0 to 100, got string "more"'],
    ],
  },
  darken: {
    ok: [
      ["{{ theme.colors.primary|darken }}", "#2a8e3d"],
      ["{{ '#ffffff'|darken(50) }}", "#808080"],
    ],
    bad: [["{{ '#000'|darken(150) }}", "darken: expected percent to be a number from 0 to 100, got number 150"]],
  },
  contrast_text: {
    ok: [
      ["{{ theme.colors.primary|contrast_text }}", "#111111"],
      ["{{ theme.colors.background|contrast_text }}", "#ffffff"],
      ["{{ theme.colors.accent|contrast_text('#000', '#fff') }}", "#000"],
    ],
    bad: [
      ["{{ 12|contrast_text }}", `contrast_text: expected ${HEX}, got number 12`],
      ["{{ '#fff'|contrast_text('black') }}", `contrast_text: expected ${HEX}, got string "black"`],
    ],
  },
  mc_colors: {
    ok: [
      [
        "{{ '&6Gold &lVIP&r rank'|mc_colors }}",
        '<span class="mc-gold">Gold </span><span class="mc-gold mc-bold">VIP</span> rank',
      ],
      ["{{ '§cRed <b> & co'|mc_colors }}", '<span class="mc-red">Red &lt;b&gt; &amp; co</span>'],
      [
        "{{ '&l&nBig&a green'|mc_colors }}",
        '<span class="mc-bold mc-underline">Big</span><span class="mc-green"> green</span>',
      ],
      // Safe input keeps its tags and entities: `&amp;` is an entity, not the code `&a`.
      [
        "{% set motd %}&6Gold <b>&lrush</b> &amp; more{% endset %}{{ motd|mc_colors }}",
        '<span class="mc-gold">Gold </span><b><span class="mc-gold mc-bold">rush</span></b><span class="mc-gold mc-bold"> &amp; more</span>',
      ],
    ],
    bad: [["{{ 5|mc_colors }}", "mc_colors: expected a string, got number 5"]],
  },
})
