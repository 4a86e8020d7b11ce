import { FilterXSS, getDefaultWhiteList, type IWhiteList } from "xss"

/**
 * What a live Twig example may show: the HTML a theme section is made of, without scripts,
 * event handlers, frames, forms that post, or `javascript:` URLs. The same filter runs at
 * build time (the output rendered into the page) and in the browser (as the reader edits),
 * so both show exactly the same markup.
 */
const common = [
  "class",
  "id",
  "title",
  "style",
  "lang",
  "dir",
  "role",
  "aria-label",
  "aria-hidden",
  "aria-current",
  "aria-describedby",
  "data-turbo",
  "data-turbo-frame",
  "data-controller",
]

function whiteList(): IWhiteList {
  const base = getDefaultWhiteList()
  const extra: IWhiteList = {
    main: [],
    section: [],
    article: [],
    header: [],
    footer: [],
    nav: [],
    aside: [],
    figure: [],
    figcaption: [],
    button: ["type", "disabled"],
    progress: ["value", "max"],
    meter: ["value", "min", "max"],
    time: ["datetime"],
    label: ["for"],
    input: ["type", "value", "placeholder", "readonly", "disabled", "checked", "name"],
    picture: [],
    source: ["srcset", "media", "type"],
    svg: ["viewbox", "width", "height", "fill"],
    path: ["d", "fill"],
  }
  const merged: IWhiteList = { ...base, ...extra }
  for (const tag of Object.keys(merged)) merged[tag] = [...new Set([...(merged[tag] ?? []), ...common])]
  merged.a = [...(merged.a ?? []), "rel"]
  merged.img = [...(merged.img ?? []), "loading", "srcset"]
  return merged
}

const filter = new FilterXSS({
  whiteList: whiteList(),
  // Unknown tags are dropped (their text kept); script and style bodies are dropped whole.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template"],
  allowCommentTag: false,
})

export function sanitizeHtml(html: string): string {
  return filter.process(html)
}
