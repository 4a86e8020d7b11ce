import { renderTemplate } from "../engine"
const cases = [
  "{{ 4.99|money }} {{ 1234.5|money('USD') }} {{ 49|money('PLN') }}",
  "{{ servers[0]|players }} {{ servers[2]|players }} {{ servers[1]|fill_percent }} {{ servers[1]|server_state }}",
  "{{ '&6Gold &lVIP&r <b>rank</b>'|mc_colors }}",
  "{{ query('products').where('price', '<', 5).order_by('price', 'desc').pluck('name')|join(', ') }}",
  "{{ x|money }}",
  "a\n{{ 'abc'|money }}",
  "a\n{{ x ",
  "a\n{% if x %}\nb",
  "{{ 'abc }}",
  "{% endif %}",
  "{% include 'a.twig' %}",
  "{{ source('a') }}",
  "{{ mony(1) }}",
  "{{ 1|mony }}",
  "{{ x y }}",
  "{% foo %}",
  "{% set %}",
  "{{ x. }}",
  "{{ now() }} {{ now('H:i') }} {{ 'now'|date('Y-m-d H:i T') }}",
  "{{ 'now'|date('Y-m-d H:i e') }} {{ date() < date('2026-01-01') ? 'yes' }}",
  "{{ dump(store.goal) }}{{ log('hi', 3) }}",
  "{{ store_goal().percent }} {{ top_donors(3)|map(d => d.username ~ ':' ~ d.total)|join(', ') }}",
  "{% import _self as m %}{% macro a(x) %}<{{ x }}>{% endmacro %}{{ m.a('<i>') }}",
  "{{ query('products').where('nam', '=', 1).get() }}",
  "{{ countdown(store.sale.ends_at) }} {{ date_range('2025-06-28', '2025-07-02') }}",
]
test("scratch", () => {
  for (const c of cases) console.log(JSON.stringify(c), "\n   =>", JSON.stringify(renderTemplate(c)))
})
