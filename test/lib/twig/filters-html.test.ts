import { htmlFilters } from "../../../src/lib/twig/filters/html"
import { describeDefinitions } from "./support"

const post = {
  text: "Line 1\nLine 2\n\nPara <2>",
  md: "**Summer sale:** 20% off *MVP* and `<kits>`.\n\n- [Store](/store)\n- [Trap](javascript:alert)\n\n<script>x</script>",
}

describeDefinitions("html filters", htmlFilters, {
  excerpt: {
    ok: [
      ["{{ '<p>Hello <b>world</b> &amp; friends of Blockhaven</p>'|excerpt(3) }}", "Hello world &amp;…"],
      ["{{ store.products[0].description|excerpt(4, '...') }}", "Gold name, [VIP] chat..."],
      ["{{ 'Short text'|excerpt }}", "Short text"],
    ],
    bad: [
      ["{{ null|excerpt }}", "excerpt: expected a string, got null"],
      ["{{ 'text'|excerpt(0) }}", "excerpt: expected words to be an integer from 1 to 1000, got number 0"],
    ],
  },
  linkify: {
    ok: [
      [
        "{{ 'Join https://chat.blockhaven.example/invite. <b>now</b>'|linkify }}",
        'Join <a href="https://chat.blockhaven.example/invite" rel="nofollow ugc noopener" target="_blank">https://chat.blockhaven.example/invite</a>. &lt;b&gt;now&lt;/b&gt;',
      ],
      ["{{ 'No links, javascript:alert(1)'|linkify }}", "No links, javascript:alert(1)"],
      // Safe input is not escaped again; its tags and existing links are left alone.
      [
        "{{ bio|nl2p|linkify }}",
        '<p>Shop: <a href="https://a.example/?x=1&amp;y=2" rel="nofollow ugc noopener" target="_blank">https://a.example/?x=1&amp;y=2</a>.<br>\n&lt;b&gt;</p>',
        { bio: "Shop: https://a.example/?x=1&y=2.\n<b>" },
      ],
      [
        "{{ '[Store](https://a.example/) or https://b.example/'|markdown|linkify }}",
        '<p><a href="https://a.example/">Store</a> or <a href="https://b.example/" rel="nofollow ugc noopener" target="_blank">https://b.example/</a></p>',
      ],
    ],
    bad: [["{{ 5|linkify }}", "linkify: expected a string, got number 5"]],
  },
  nl2p: {
    ok: [
      ["{{ text|nl2p }}", "<p>Line 1<br>\nLine 2</p>\n<p>Para &lt;2&gt;</p>", post],
      ["{{ ''|nl2p }}", ""],
      [
        "{{ bio|linkify|nl2p }}",
        '<p>See <a href="https://a.example/" rel="nofollow ugc noopener" target="_blank">https://a.example/</a></p>\n<p>&lt;b&gt; &amp; co</p>',
        { bio: "See https://a.example/\n\n<b> & co" },
      ],
      [
        "{% set rules %}<b>No griefing</b>\nBe nice{% endset %}{{ rules|nl2p }}",
        "<p><b>No griefing</b><br>\nBe nice</p>",
      ],
    ],
    bad: [["{{ [1]|nl2p }}", "nl2p: expected a string, got array"]],
  },
  markdown: {
    ok: [
      [
        "{{ md|markdown }}",
        '<p><strong>Summer sale:</strong> 20% off <em>MVP</em> and <code>&lt;kits&gt;</code>.</p>\n<ul><li><a href="/store">Store</a></li><li>Trap</li></ul>\n<p>&lt;script&gt;x&lt;/script&gt;</p>',
        post,
      ],
      ["{{ 'snake_case and _italic_'|markdown }}", "<p>snake_case and <em>italic</em></p>"],
      // Safe input: its HTML is kept, and its tags are not read as Markdown.
      [
        '{% set note %}Read <b class="a_b_c">this</b> **now** & `<i>`{% endset %}{{ note|markdown }}',
        '<p>Read <b class="a_b_c">this</b> <strong>now</strong> & <code><i></code></p>',
      ],
    ],
    bad: [["{{ null|markdown }}", "markdown: expected a string, got null"]],
  },
  attrs: {
    ok: [
      [
        "<a {{ {href: '/store', class: ['btn', 'active'], disabled: true, hidden: false, title: 'A \"quote\"'}|attrs }}>",
        '<a href="/store" class="btn active" disabled title="A &quot;quote&quot;">',
      ],
      [
        "<img {{ {src: user.avatar, width: 64}|attrs }}>",
        '<img src="https://blockhaven.questforge.example/avatars/1542.png" width="64">',
      ],
    ],
    bad: [
      ["{{ {'on click': 'x'}|attrs }}", 'attrs: invalid attribute name "on click"'],
      ["{{ 'class=x'|attrs }}", 'attrs: expected a map of attribute names to values, got string "class=x"'],
      [
        "{{ {href: 'java\tscript:alert(1)'}|attrs }}",
        'attrs: refused "java\\tscript:alert(1)" in "href": only http(s), mailto, tel and relative URLs are allowed',
      ],
    ],
  },
  class_names: {
    ok: [
      ["{{ ['btn', {active: true, disabled: false}, null, 'btn']|class_names }}", "btn active"],
      ["{{ {'server-card': true, 'is-offline': not servers[2].online}|class_names }}", "server-card is-offline"],
    ],
    bad: [
      [
        "{{ 5|class_names }}",
        "class_names: expected class names as a string, a list or a map of name → condition, got number 5",
      ],
    ],
  },
})
