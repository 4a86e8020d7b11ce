import { renderTemplate } from "../../../src/lib/twig/engine"
import { html, renderError } from "./support"

describe("renderTemplate", () => {
  describe("escaping", () => {
    it("escapes HTML in context strings, as Twig 3 autoescape does", () => {
      expect(html("<p>{{ name }}</p>", { name: '<script>alert("x")</script>' })).toBe(
        "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>",
      )
    })

    it("does not escape the output of safe filters a second time", () => {
      expect(html("{{ text|nl2p }}", { text: "a & b" })).toBe("<p>a &amp; b</p>")
      expect(html("{{ '&6Gold'|mc_colors }}")).toBe('<span class="mc-gold">Gold</span>')
    })

    it("escapes safe HTML again once it is concatenated with plain text", () => {
      expect(html("{{ '&6Gold'|mc_colors ~ '!' }}")).toBe("&lt;span class=&quot;mc-gold&quot;&gt;Gold&lt;/span&gt;!")
    })

    it("keeps safe HTML stored in a variable safe", () => {
      expect(html("{% set badge = '&aVIP'|mc_colors %}<b>{{ badge }}</b>")).toBe(
        '<b><span class="mc-green">VIP</span></b>',
      )
    })

    it("prints raw only what the template marks raw", () => {
      expect(html("{{ name|raw }}", { name: "<i>ok</i>" })).toBe("<i>ok</i>")
    })

    it("does not escape safe input to our HTML filters again, as Twig 3's pre_escape does", () => {
      expect(html("{{ bio|linkify|nl2p }}", { bio: "https://a.example/ & co" })).toBe(
        '<p><a href="https://a.example/" rel="nofollow ugc noopener" target="_blank">https://a.example/</a> &amp; co</p>',
      )
      expect(html("{% set intro %}<em>Hi</em>{% endset %}{{ intro|markdown }}")).toBe("<p><em>Hi</em></p>")
    })

    it("still escapes plain strings and values marked safe for another context", () => {
      expect(html("{{ '<em>Hi</em>'|nl2p }}")).toBe("<p>&lt;em&gt;Hi&lt;/em&gt;</p>")
      expect(html("{{ '<em>'|e('js')|nl2p }}")).toBe("<p>\\u003Cem\\u003E</p>")
    })
  })

  describe("Twig's built-in filters on safe values", () => {
    const block = "{% set x %}<b>Hi</b> there {% endset %}"

    it("changes the case of a safe value and escapes the result, since Twig 3 does not keep it safe", () => {
      expect(html(`${block}{{ x|upper }}|{{ x|lower }}|{{ x|capitalize }}|{{ x|title }}`)).toBe(
        "&lt;B&gt;HI&lt;/B&gt; THERE |&lt;b&gt;hi&lt;/b&gt; there |&lt;b&gt;hi&lt;/b&gt; there |&lt;b&gt;hi&lt;/b&gt; There ",
      )
    })

    it("runs an apply block through the filter, escaping markup the filter does not keep safe", () => {
      expect(html("{% apply upper %}Hello {{ user.username }}{% endapply %}")).toBe("HELLO STEVE_BUILDER")
      expect(html("{% apply upper %}<b>Hi</b>{% endapply %}")).toBe("&lt;B&gt;HI&lt;/B&gt;")
      expect(html("{% apply lower|escape('html') %}<B>Hi</B>{% endapply %}")).toBe("&lt;b&gt;hi&lt;/b&gt;")
    })

    it("strips the tags of a safe value with striptags instead of printing Object", () => {
      expect(html(`${block}[{{ x|striptags }}]`)).toBe("[Hi there ]")
    })

    it("measures, trims, replaces, slices, splits, joins, reverses and formats the text of a safe value", () => {
      expect(
        html(
          `${block}{{ x|length }}|{{ x|trim|striptags }}|{{ x|replace({'Hi': 'Bye'})|striptags }}|{{ x|slice(3, 2) }}|{{ x|split(' ')|length }}`,
        ),
      ).toBe("16|Hi there|Bye there |Hi|3")
      expect(
        html(
          `${block}{{ [x|striptags, 'all']|join('& ') }}|{{ x|striptags|reverse }}|{{ '%s!'|format(x|striptags|trim) }}|{{ x|format|length }}`,
        ),
      ).toBe("Hi there &amp; all| ereht iH|Hi there!|16")
    })

    it("takes the first and last characters of a safe value, but keeps safe list items safe", () => {
      expect(html(`${block}{{ x|first }}{{ x|last }}|{{ [x]|first }}|{{ [x]|last|length }}`)).toBe(
        "&lt; |<b>Hi</b> there |16",
      )
    })

    it("passes a safe value through default unchanged, and a fallback when there is none", () => {
      expect(html(`${block}{{ x|default('none') }}|{{ missing|default('<none>') }}`)).toBe(
        "<b>Hi</b> there |&lt;none&gt;",
      )
    })

    it("encodes the text of a safe value with json_encode and url_encode", () => {
      expect(html(`${block}{{ x|json_encode }}|{{ x|url_encode }}`)).toBe(
        "&quot;&lt;b&gt;Hi&lt;/b&gt; there &quot;|%3Cb%3EHi%3C%2Fb%3E%20there%20",
      )
    })

    it("adds line breaks to safe input with nl2br without escaping it, and escapes plain text", () => {
      expect(html("{% set x %}<b>a</b>\nb{% endset %}{{ x|nl2br }}|{{ '<b>a</b>\nb'|nl2br }}")).toBe(
        "<b>a</b><br />\nb|&lt;b&gt;a&lt;/b&gt;<br />\nb",
      )
    })

    it("keeps safe input safe through spaceless, and escapes plain text", () => {
      expect(html("{% apply spaceless %}<ul>\n  <li>a</li>\n</ul>{% endapply %}|{{ '<i> </i>'|spaceless }}")).toBe(
        "<ul><li>a</li></ul>|&lt;i&gt;&lt;/i&gt;",
      )
    })

    it("prints the format as it is when format gets no arguments", () => {
      expect(html("{{ '100%%'|format }}")).toBe("100%")
    })
  })

  describe("url_encode", () => {
    it("joins the entries of a map with one &, which autoescape prints once as &amp;", () => {
      expect(html("{{ {a: 'x y', b: 1}|url_encode }}")).toBe("a=x%20y&amp;b=1")
      expect(html("<a href=\"/search?{{ {q: 'kits & keys', page: 2}|url_encode }}\">")).toBe(
        '<a href="/search?q=kits%20%26%20keys&amp;page=2">',
      )
    })

    it("encodes an & inside a value or a string, so it is never read as a separator", () => {
      expect(html("{{ {'a&b': 'c&amp;d'}|url_encode }}|{{ 'x&amp;y'|url_encode }}")).toBe(
        "a%26b=c%26amp%3Bd|x%26amp%3By",
      )
    })
  })

  describe("context and clock", () => {
    it("renders against the sample context by default", () => {
      expect(html("{{ site.name }} · {{ servers|length }} servers · {{ user.username }}")).toBe(
        "Blockhaven · 3 servers · Steve_Builder",
      )
    })

    it("lets a context entry replace one sample global", () => {
      expect(html("{{ user is null ? 'guest' : user.username }} {{ site.name }}", { user: null })).toBe(
        "guest Blockhaven",
      )
    })

    it("uses the request time as now unless another is given", () => {
      expect(html("{{ now() }}")).toBe("2025-06-14T18:30:00Z")
      const result = renderTemplate("{{ now() }}", { now: new Date("2026-01-01T00:00:00Z") })
      expect(result).toEqual({ ok: true, html: "2026-01-01T00:00:00Z", log: [] })
    })

    it("formats Twig's own date filter in the site time zone on the render clock", () => {
      expect(
        html("{{ 'now'|date('Y-m-d H:i e') }} {{ '2025-01-15T12:00:00Z'|date('H:i', 'UTC') }} {{ null|date('j M') }}"),
      ).toBe("2025-06-14 20:30 Europe/Berlin 12:00 14 Jun")
    })

    it("moves 'now' with date_modify from the render clock, not the machine's", () => {
      expect(
        html(
          "{{ 'now'|date_modify('+1 day')|date('Y-m-d H:i') }} {{ now()|date_modify('-24 hours')|date('c', 'UTC') }}",
        ),
      ).toBe("2025-06-15 20:30 2025-06-13T18:30:00+00:00")
      expect(
        html("{{ date()|date_modify('+1 week')|date('Y-m-d') }} {{ null|date_modify('+1 hour')|date('H:i') }}"),
      ).toBe("2025-06-21 21:30")
      const result = renderTemplate("{{ 'now'|date_modify('+1 day')|date('Y-m-d', 'UTC') }}", {
        now: new Date("2030-01-01T12:00:00Z"),
      })
      expect(result).toEqual({ ok: true, html: "2030-01-02", log: [] })
    })

    it("reads relative dates in date() and the date filter from the render clock, in the site time zone", () => {
      expect(
        html(
          "{{ date('+1 day')|date('c') }} {{ '3 hours ago'|date('H:i') }} {{ 'tomorrow'|date('D j M H:i') }} {{ 'yesterday noon'|date('D H:i') }}",
        ),
      ).toBe("2025-06-15T20:30:00+02:00 17:30 Sun 15 Jun 00:00 Fri 12:00")
      expect(
        html(
          "{{ 'next monday'|date('D Y-m-d H:i') }} {{ 'last friday 18:00'|date('D Y-m-d H:i') }} {{ 'first day of next month'|date('Y-m-d') }} {{ 'last day of this month'|date('Y-m-d') }}",
        ),
      ).toBe("Mon 2025-06-16 00:00 Fri 2025-06-13 18:00 2025-07-01 2025-06-30")
      expect(
        html(
          "{{ '2025-06-14 +1 week'|date('Y-m-d') }} {{ '2025-01-31'|date_modify('+1 month')|date('Y-m-d', 'UTC') }} {{ '2025-01-31'|date_modify('last day of next month')|date('Y-m-d', 'UTC') }}",
        ),
      ).toBe("2025-06-21 2025-03-03 2025-02-28")
    })

    it("keeps the wall-clock time when a day is added across a daylight saving change", () => {
      expect(
        html(
          "{{ '2025-03-29T12:00:00Z'|date_modify('+1 day')|date('c', 'UTC') }} {{ '2025-03-29T12:00:00Z'|date_modify('+24 hours')|date('c', 'UTC') }}",
        ),
      ).toBe("2025-03-30T11:00:00+00:00 2025-03-30T12:00:00+00:00")
    })

    it.each([
      [
        "{{ 'now'|date_modify('someday')|date }}",
        "date_modify: expected a modifier such as '+1 day', '-2 hours', 'tomorrow' or 'next monday', got string \"someday\"",
      ],
      [
        "{{ 'now'|date_modify(5)|date }}",
        "date_modify: expected a modifier such as '+1 day', '-2 hours', 'tomorrow' or 'next monday', got number 5",
      ],
      ["{{ 'now'|date_modify()|date }}", "date_modify: expects 1 argument (modifier, e.g. '+1 day'), got 0"],
      [
        "{{ 'soon'|date_modify('+1 day')|date }}",
        'date_modify: expected a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp, "now" or a relative date such as "+1 day" or "next monday"), got string "soon"',
      ],
      [
        "{{ date('in a while') }}",
        'date: expected a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp, "now" or a relative date such as "+1 day" or "next monday"), got string "in a while"',
      ],
      [
        "{{ '25:00'|date('H:i') }}",
        'date: expected a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp, "now" or a relative date such as "+1 day" or "next monday"), got string "25:00"',
      ],
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
      expect(
        html("{% import _self as ui %}{% macro badge(text) %}<b>{{ text }}</b>{% endmacro %}{{ ui.badge('<VIP>') }}"),
      ).toBe("<b>&lt;VIP&gt;</b>")
    })
  })

  describe("error messages and lines", () => {
    it.each([
      ["<p>\n  {{ user.username ", 'Unclosed "{{" on line 2: add "}}"', 2],
      ["<p>\n\n{% if user %}\nHi", 'Unclosed "{% if %}" on line 3: add "{% endif %}"', 3],
      [
        "{% for s in servers %}\n{% if s.online %}\n{% endfor %}",
        'Unexpected "{% endfor %}" on line 3: "{% if %}" from line 2 is still open',
        3,
      ],
      ["ok\n{% endif %}", 'Unexpected "{% endif %}" on line 2: no "{% if %}" is open', 2],
      ["{# comment\n\nnever closed", 'Unclosed "{#" on line 1: add "#}"', 1],
      ["a\n{{ 'abc }}", "Unclosed string: a quote is never closed (line 2)", 2],
      ["a\nb\n{{ 5|mony }}", 'Unknown filter "mony". Did you mean "money"?', 3],
      ["a\n{{ stor_products() }}", 'Unknown function "stor_products". Did you mean "store_products"?', 2],
      ["{{ frobnicate(1) }}", 'Unknown function "frobnicate"', 1],
      ["a\n{% frobnicate %}", 'Unknown tag "frobnicate"', 2],
      // Two neighbouring letters swapped count as one edit, as a typo does.
      ["{{ 5|monye }}", 'Unknown filter "monye". Did you mean "money"?', 1],
      ["{{ 5|moeny }}", 'Unknown filter "moeny". Did you mean "money"?', 1],
      ["a\n{% fro s in servers %}{% endfor %}", 'Unknown tag "fro". Did you mean "for"?', 2],
      ["a\n{% set %}", 'Invalid "{% set %}" tag: check its syntax', 2],
      ["a\n\n{{ user username }}", 'Unexpected "username" after a variable', 3],
      ["a\n{{ user. }}", 'Unable to parse "."', 2],
      ["a\n{{ user.username|upper( }}", 'Unclosed "(" in "{{ user.username|upper( }}": add ")"', 2],
      ["a\n\n{{ [1, 2 }}", 'Unclosed "[" in "{{ [1, 2 }}": add "]"', 3],
      ["{{ 1 + }}", 'Missing a value after "+" in "{{ 1 + }}"', 1],
      ["a\n{{ user and }}", 'Missing a value after "and" in "{{ user and }}"', 2],
      ["a\n{{ money(1 *, 2) }}", 'Missing a value after "*" in "{{ money(1 *, 2) }}"', 2],
      ["{{ x| }}", 'Missing a filter name after "|" in "{{ x| }}"', 1],
      ["a\n{{- (1 + 2)) -}}", 'Unexpected ")" in "{{ (1 + 2)) }}"', 2],
      ["{{ [1)] }}", 'Unexpected ")" in "{{ [1)] }}": expected "]"', 1],
    ])("reports %j as %j on line %s", (template, message, line) => {
      expect(renderError(template)).toEqual({ message, line })
    })

    it("points at the line of the failing use when a name is used on several lines", () => {
      expect(renderError("{{ 1|money }}\n{{ 'x'|money }}")).toEqual({
        message: 'money: expected a number, got string "x"',
        line: 2,
      })
      expect(renderError("{{ 1|money }}\n{% set price = 'x'|money %}")).toEqual({
        message: 'money: expected a number, got string "x"',
        line: 2,
      })
      expect(renderError("{{ forum_url(106) }}\n{{ forum_url(104) }}\n{{ forum_url(999) }}")).toEqual({
        message: "forum_url: no forum thread with id 999",
        line: 3,
      })
      expect(
        renderError(
          "{{ query('products').where('id', '=', 1).count() }}\n\n{{ query('products').where('nam', '=', 1).count() }}",
        ).line,
      ).toBe(3)
    })

    it("points inside loops, macros and tags spread over several lines", () => {
      expect(renderError("{% for v in [1, 'x'] %}\n  {{ v|money }}\n{% endfor %}\n{{ 2|money }}").line).toBe(2)
      expect(
        renderError(
          "{{ 1|money }}\n{% macro price(v) %}\n<b>{{ v|money }}</b>\n{% endmacro %}\n{% import _self as ui %}\n{{ ui.price('z') }}",
        ).line,
      ).toBe(3)
      expect(renderError("{{ 1|money }}\n{{\n  'a'\n  |money\n}}").line).toBe(4)
      expect(renderError("{% if true %}\n{{ 1|money }}\n{% endif %}\n{% if 'x'|money %}{% endif %}").line).toBe(4)
    })

    it("still points at the first use for errors found before rendering", () => {
      expect(renderError("{{ 1|mony }}\n{{ 2|mony }}")).toEqual({
        message: 'Unknown filter "mony". Did you mean "money"?',
        line: 1,
      })
    })

    it("leaves the line out when it cannot be found", () => {
      expect(renderError("{% set x = 1) %}")).toEqual({
        message: "The template could not be parsed: check that every tag, bracket and quote is closed",
      })
    })

    it("shortens a long broken expression in the message", () => {
      expect(renderError("{{ store.products|slice(0, 3)|first.name|upper( }}").message).toBe(
        'Unclosed "(" in "{{ store.products|slice(0, 3)|first.name|up… }}": add ")"',
      )
    })

    it("does not mistake brackets, operators and names in valid expressions for broken ones", () => {
      expect(
        html(
          "{{ '(' ~ \"[+\" }} {{ user.username ?: 'x' }} {{ user.or|default('-') }} {{ [1, 2,]|length }} {{ [1, 2, 3][1:]|join }} {{ 2 ** 3 }} {{ 7 // 2 }}",
        ),
      ).toBe("([+ Steve_Builder - 2 23 8 3")
      expect(html("{{ user is not null and 'VIP' in ['VIP'] ? 'yes' : 'no' }}", { user: null })).toBe("no")
    })
  })

  describe("robustness", () => {
    const garbage = [
      "{{",
      "}}",
      "{%",
      "{% %}",
      "{{ }}{{",
      "{% if %}",
      "{% for %}{% endfor %}",
      "{{ ((( }}",
      "{{ [1, }}",
      "{{ {a: } }}",
      "{{ 'a' ~ }}",
      "{{ x|}}",
      "{{ |money }}",
      "{% set x = %}",
      "{% block %}",
      "{{ 1 ? }}",
      "{% macro m( %}{% endmacro %}",
      "{{ x.y.z.w() }}",
      "{{ query('products').where() }}",
      "{% for a in 1..5 %}{{ a|money('X') }}{% endfor %}",
      "\u0000{{ \u0000 }}",
      "{{ '\\' }}",
      "{% verbatim %}{{",
      "{{ x[ }}",
      "{{ ".repeat(50),
    ]

    it.each(garbage)("never throws on %j", template => {
      const result = renderTemplate(template)
      expect(typeof result.ok).toBe("boolean")
      if (!result.ok) expect(result.error.message).not.toMatch(/Twig\.|TwigException|undefined \(reading/)
    })

    it("does not write to the console", () => {
      const spies = (["log", "warn", "error", "info", "debug"] as const).map(method =>
        jest.spyOn(console, method).mockImplementation(() => undefined),
      )
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
