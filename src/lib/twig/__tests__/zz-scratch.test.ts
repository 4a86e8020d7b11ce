import { renderTemplate } from "../engine"
const cases: [string, Record<string, unknown>?][] = [
  ["{{ bio|linkify|nl2p }}", { bio: "See https://a.example/x\n\nok <b>" }],
  ["{{ 'a'|linkify|markdown }}"],
  ["{% set x %}<b>hi</b>{% endset %}{{ x|striptags }}|{{ x|upper }}|{{ x|lower }}|{{ x|capitalize }}|{{ x|title }}"],
  ["{% apply upper %}<b>hi</b>{% endapply %}"],
  ["{% set x %}<b>hi</b> {% endset %}[{{ x|length }}][{{ x|trim }}][{{ x|replace({'hi':'yo'}) }}][{{ x|slice(0,3) }}][{{ x|split('>')|join(',') }}][{{ x|default('d') }}][{{ x|first }}][{{ x|last }}][{{ x|reverse }}][{{ x|format }}][{{ '%s!'|format(x) }}]"],
  ["{{ {a:'x y', b:1}|url_encode }}"],
  ["{{ 'a&b'|url_encode }}"],
  ["{{ user.username|upper( }}"],
  ["{{ 1 + }}"],
  ["{{ top_donors(5, 'month')|json_encode }}"],
  ["{{ store_goal()|json_encode }}"],
  ["{{ '#2f9e44'|lighten }} {{ '#2f9e44'|lighten(20) }}"],
]
test("scratch", () => {
  for (const [t, c] of cases) console.log(t, "\n=>", JSON.stringify(renderTemplate(t, { context: c })))
})
