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

    it("points at the first line that uses a failing filter", () => {
      expect(renderError("{{ 1|money }}\n{{ 'x'|money }}")).toEqual({ message: 'money: expected a number, got string "x"', line: 1 })
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
