import { renderTemplate } from "../engine"
import { html, renderError } from "./support"

describe("renderTemplate", () => {
  describe("escaping", () => {
    it("escapes HTML in context strings, as Twig 3 autoescape does", () => {
      expect(html("<p>{{ name }}</p>", { name: '<script>alert("x")</script>' })).toBe("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>")
    })

    it("does not escape the output of safe filters a second time", () => {
      expect(html("{{ text|nl2p }}", { text: "a & b" })).toBe("<p>a &amp; b</p>")
      expect(html("{{ '&6Gold'|mc_colors }}")).toBe('<span class="mc-gold">Gold</span>')
    })

    it("escapes safe HTML again once it is concatenated with plain text", () => {
      expect(html("{{ '&6Gold'|mc_colors ~ '!' }}")).toBe("&lt;span class=&quot;mc-gold&quot;&gt;Gold&lt;/span&gt;!")
    })

    it("keeps safe HTML stored in a variable safe", () => {
      expect(html("{% set badge = '&aVIP'|mc_colors %}<b>{{ badge }}</b>")).toBe('<b><span class="mc-green">VIP</span></b>')
    })

    it("prints raw only what the template marks raw", () => {
      expect(html("{{ name|raw }}", { name: "<i>ok</i>" })).toBe("<i>ok</i>")
    })
  })

  describe("context and clock", () => {
    it("renders against the sample context by default", () => {
      expect(html("{{ site.name }} · {{ servers|length }} servers · {{ user.username }}")).toBe("Blockhaven · 3 servers · Steve_Builder")
    })

    it("lets a context entry replace one sample global", () => {
      expect(html("{{ user is null ? 'guest' : user.username }} {{ site.name }}", { user: null })).toBe("guest Blockhaven")
    })

    it("uses the request time as now unless another is given", () => {
      expect(html("{{ now() }}")).toBe("2025-06-14T18:30:00Z")
      const result = renderTemplate("{{ now() }}", { now: new Date("2026-01-01T00:00:00Z") })
      expect(result).toEqual({ ok: true, html: "2026-01-01T00:00:00Z", log: [] })
    })

    it("formats Twig's own date filter in the site time zone on the render clock", () => {
      expect(html("{{ 'now'|date('Y-m-d H:i e') }} {{ '2025-01-15T12:00:00Z'|date('H:i', 'UTC') }} {{ null|date('j M') }}")).toBe("2025-06-14 20:30 Europe/Berlin 12:00 14 Jun")
    })

    it("moves 'now' with date_modify from the render clock, not the machine's", () => {
      expect(html("{{ 'now'|date_modify('+1 day')|date('Y-m-d H:i') }} {{ now()|date_modify('-24 hours')|date('c', 'UTC') }}")).toBe("2025-06-15 20:30 2025-06-13T18:30:00+00:00")
      expect(html("{{ date()|date_modify('+1 week')|date('Y-m-d') }} {{ null|date_modify('+1 hour')|date('H:i') }}")).toBe("2025-06-21 21:30")
      const result = renderTemplate("{{ 'now'|date_modify('+1 day')|date('Y-m-d', 'UTC') }}", { now: new Date("2030-01-01T12:00:00Z") })
      expect(result).toEqual({ ok: true, html: "2030-01-02", log: [] })
    })

    it("reads relative dates in date() and the date filter from the render clock, in the site time zone", () => {
      expect(html("{{ date('+1 day')|date('c') }} {{ '3 hours ago'|date('H:i') }} {{ 'tomorrow'|date('D j M H:i') }} {{ 'yesterday noon'|date('D H:i') }}")).toBe(
        "2025-06-15T20:30:00+02:00 17:30 Sun 15 Jun 00:00 Fri 12:00",
      )
      expect(html("{{ 'next monday'|date('D Y-m-d H:i') }} {{ 'last friday 18:00'|date('D Y-m-d H:i') }} {{ 'first day of next month'|date('Y-m-d') }} {{ 'last day of this month'|date('Y-m-d') }}")).toBe(
        "Mon 2025-06-16 00:00 Fri 2025-06-13 18:00 2025-07-01 2025-06-30",
      )
      expect(html("{{ '2025-06-14 +1 week'|date('Y-m-d') }} {{ '2025-01-31'|date_modify('+1 month')|date('Y-m-d', 'UTC') }} {{ '2025-01-31'|date_modify('last day of next month')|date('Y-m-d', 'UTC') }}")).toBe(
        "2025-06-21 2025-03-03 2025-02-28",
      )
    })

    it("keeps the wall-clock time when a day is added across a daylight saving change", () => {
      expect(html("{{ '2025-03-29T12:00:00Z'|date_modify('+1 day')|date('c', 'UTC') }} {{ '2025-03-29T12:00:00Z'|date_modify('+24 hours')|date('c', 'UTC') }}")).toBe(
        "2025-03-30T11:00:00+00:00 2025-03-30T12:00:00+00:00",
      )
    })

    it.each([
      ["{{ 'now'|date_modify('someday')|date }}", "date_modify: expected a modifier such as '+1 day', '-2 hours', 'tomorrow' or 'next monday', got string \"someday\""],
      ["{{ 'now'|date_modify(5)|date }}", "date_modify: expected a modifier such as '+1 day', '-2 hours', 'tomorrow' or 'next monday', got number 5"],
      ["{{ 'now'|date_modify()|date }}", "date_modify: expects 1 argument (modifier, e.g. '+1 day'), got 0"],
      ["{{ 'soon'|date_modify('+1 day')|date }}", 'date_modify: expected a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp, "now" or a relative date such as "+1 day" or "next monday"), got string "soon"'],
      ["{{ date('in a while') }}", 'date: expected a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp, "now" or a relative date such as "+1 day" or "next monday"), got string "in a while"'],
      ["{{ '25:00'|date('H:i') }}", 'date: expected a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp, "now" or a relative date such as "+1 day" or "next monday"), got string "25:00"'],
    ])("rejects the bad date input %s with a message naming the function", (template, message) => {
      expect(renderError(`<p>\n${template}`)).toEqual({ message, line: 2 })
    })

    it("keeps the shared sample context unchanged between renders", () => {
      html("{{ site|keys|join(',') }}{{ site|sort|length }}")
      expect(html("{{ site|keys|join(',') }}")).toBe("name,url,description,logo,language,timezone,currency,modules")
    })
  })

  describe("file access", () => {
    const NO_FILES = "the playground cannot load other templates; paste the markup into this template instead"

    it.each([
      ["{% include 'partials/header.twig' %}", `{% include %}: ${NO_FILES}`],
      ["{% extends 'base.twig' %}", `{% extends %}: ${NO_FILES}`],
      ["{% embed 'card.twig' %}{% endembed %}", `{% embed %}: ${NO_FILES}`],
      ["{% import 'macros.twig' as m %}", `{% import %}: ${NO_FILES}`],
      ["{% from 'macros.twig' import button %}", `{% from %}: ${NO_FILES}`],
      ["{% use 'blocks.twig' %}", `{% use %}: ${NO_FILES}`],
      ["{{ source('theme.css') }}", `source(): ${NO_FILES}`],
      ["{{ include('partials/header.twig') }}", `include(): ${NO_FILES}`],
      ["{{ template_from_string('{{ 1 }}') }}", `template_from_string(): ${NO_FILES}`],
    ])("refuses %s with a clear message and its line", (template, message) => {
      expect(renderError(`<div>\n${template}`)).toEqual({ message, line: 2 })
    })

    it("still allows macros of the same template", () => {
      expect(html("{% import _self as ui %}{% macro badge(text) %}<b>{{ text }}</b>{% endmacro %}{{ ui.badge('<VIP>') }}")).toBe("<b>&lt;VIP&gt;</b>")
    })
  })

  describe("error messages and lines", () => {
    it.each([
      ["<p>\n  {{ user.username ", 'Unclosed "{{" on line 2: add "}}"', 2],
      ["<p>\n\n{% if user %}\nHi", 'Unclosed "{% if %}" on line 3: add "{% endif %}"', 3],
      ["{% for s in servers %}\n{% if s.online %}\n{% endfor %}", 'Unexpected "{% endfor %}" on line 3: "{% if %}" from line 2 is still open', 3],
      ["ok\n{% endif %}", 'Unexpected "{% endif %}" on line 2: no "{% if %}" is open', 2],
      ["{# comment\n\nnever closed", 'Unclosed "{#" on line 1: add "#}"', 1],
      ["a\n{{ 'abc }}", "Unclosed string: a quote is never closed (line 2)", 2],
      ["a\nb\n{{ 5|mony }}", 'Unknown filter "mony". Did you mean "money"?', 3],
      ["a\n{{ stor_products() }}", 'Unknown function "stor_products". Did you mean "store_products"?', 2],
      ["{{ frobnicate(1) }}", 'Unknown function "frobnicate"', 1],
      ["a\n{% frobnicate %}", 'Unknown tag "frobnicate"', 2],
      ["a\n{% set %}", 'Invalid "{% set %}" tag: check its syntax', 2],
      ["a\n\n{{ user username }}", 'Unexpected "username" after a variable', 3],
      ["a\n{{ user. }}", 'Unable to parse "."', 2],
    ])("reports %j as %j on line %s", (template, message, line) => {
      expect(renderError(template)).toEqual({ message, line })
    })

    it("points at the line of the failing use when a name is used on several lines", () => {
      expect(renderError("{{ 1|money }}\n{{ 'x'|money }}")).toEqual({ message: 'money: expected a number, got string "x"', line: 2 })
      expect(renderError("{{ 1|money }}\n{% set price = 'x'|money %}")).toEqual({ message: 'money: expected a number, got string "x"', line: 2 })
      expect(renderError("{{ forum_url(106) }}\n{{ forum_url(104) }}\n{{ forum_url(999) }}")).toEqual({ message: "forum_url: no forum thread with id 999", line: 3 })
      expect(renderError("{{ query('products').where('id', '=', 1).count() }}\n\n{{ query('products').where('nam', '=', 1).count() }}").line).toBe(3)
    })

    it("points inside loops, macros and tags spread over several lines", () => {
      expect(renderError("{% for v in [1, 'x'] %}\n  {{ v|money }}\n{% endfor %}\n{{ 2|money }}").line).toBe(2)
      expect(renderError("{{ 1|money }}\n{% macro price(v) %}\n<b>{{ v|money }}</b>\n{% endmacro %}\n{% import _self as ui %}\n{{ ui.price('z') }}").line).toBe(3)
      expect(renderError("{{ 1|money }}\n{{\n  'a'\n  |money\n}}").line).toBe(4)
      expect(renderError("{% if true %}\n{{ 1|money }}\n{% endif %}\n{% if 'x'|money %}{% endif %}").line).toBe(4)
    })

    it("still points at the first use for errors found before rendering", () => {
      expect(renderError("{{ 1|mony }}\n{{ 2|mony }}")).toEqual({ message: 'Unknown filter "mony". Did you mean "money"?', line: 1 })
    })

    it("leaves the line out when it cannot be found", () => {
      expect(renderError("{{ 1) }}")).toEqual({ message: "The template could not be parsed: check that every tag, bracket and quote is closed" })
    })
  })

  describe("robustness", () => {
    const garbage = [
      "{{", "}}", "{%", "{% %}", "{{ }}{{", "{% if %}", "{% for %}{% endfor %}", "{{ ((( }}", "{{ [1, }}",
      "{{ {a: } }}", "{{ 'a' ~ }}", "{{ x|}}", "{{ |money }}", "{% set x = %}", "{% block %}", "{{ 1 ? }}",
      "{% macro m( %}{% endmacro %}", "{{ x.y.z.w() }}", "{{ query('products').where() }}", "{% for a in 1..5 %}{{ a|money('X') }}{% endfor %}",
      "\u0000{{ \u0000 }}", "{{ '\\' }}", "{% verbatim %}{{", "{{ x[ }}", "{{ ".repeat(50),
    ]

    it.each(garbage)("never throws on %j", template => {
      const result = renderTemplate(template)
      expect(typeof result.ok).toBe("boolean")
      if (!result.ok) expect(result.error.message).not.toMatch(/Twig\.|TwigException|undefined \(reading/)
    })

    it("does not write to the console", () => {
      const spies = (["log", "warn", "error", "info", "debug"] as const).map(method => jest.spyOn(console, method).mockImplementation(() => undefined))
      for (const template of garbage) renderTemplate(template)
      renderTemplate("{{ 1|money }}")
      for (const spy of spies) {
        expect(spy).not.toHaveBeenCalled()
        spy.mockRestore()
      }
    })

    it("does not leak Twig.js error fields onto the global object", () => {
      renderTemplate("{{ 'unclosed }}")
      expect((globalThis as Record<string, unknown>).type).toBeUndefined()
    })

    it("registers the definitions once, however many times it renders", () => {
      expect(html("{{ 1|money }}")).toBe(html("{{ 1|money }}"))
    })
  })
})
