import { forumFunctions } from "../../../src/lib/twig/functions/forum-module"
import { SAMPLE_CONTEXT } from "../../../src/lib/twig/sample-context"
import { describeDefinitions, each, html, renderError } from "./support"

const FORUM = "https://blockhaven.questforge.example/forum"
/** The sample site with the forum module switched off in Dashboard → Modules. */
const FORUM_OFF = { site: { ...SAMPLE_CONTEXT.site, modules: SAMPLE_CONTEXT.site.modules.filter(m => m !== "forum") } }

describeDefinitions("forum module functions", forumFunctions, {
  forum_categories: {
    ok: [
      [
        each("forum_categories()", "{{ x.name }} ({{ x.threads }}/{{ x.posts }})"),
        "Announcements (2/6), Survival (2/31), CS2 Retakes (1/10), Support (1/3)",
      ],
    ],
    bad: [["{{ forum_categories('support') }}", "forum_categories: takes no arguments, got 1"]],
  },
  forum_latest_threads: {
    ok: [
      [
        each("forum_latest_threads(3)", "{{ x.title }} by {{ x.last_poster }} {{ x.last_post_at|time_ago }}", " | "),
        "VIP rank not applied after purchase by Alex_Miner 9 minutes ago | Show off your base: June edition by Alex_Miner 17 minutes ago | B site retake on Inferno keeps failing by NightOwl 49 minutes ago",
      ],
    ],
    bad: [
      [
        "{{ forum_latest_threads(1000) }}",
        "forum_latest_threads: expected limit to be an integer from 1 to 100, got number 1000",
      ],
    ],
  },
  forum_thread: {
    ok: [
      [
        "{% set t = forum_thread(106) %}{{ t.title }} in {{ t.category.name }}, {{ t.replies|plural('reply', 'replies') }}",
        "VIP rank not applied after purchase in Support, 2 replies",
      ],
      ["{{ forum_thread(999) is null ? 'deleted' }}", "deleted"],
    ],
    bad: [["{{ forum_thread('abc') }}", 'forum_thread: expected a thread id (a whole number), got string "abc"']],
  },
  forum_stats: {
    ok: [
      [
        "{% set s = forum_stats() %}{{ s.threads }} threads, {{ s.posts }} posts, {{ s.members }} members, newest {{ s.newest_member }}",
        "6 threads, 50 posts, 5 members, newest s1mple_fan",
      ],
    ],
    bad: [["{{ forum_stats(1) }}", "forum_stats: takes no arguments, got 1"]],
  },
  forum_url: {
    ok: [
      ["{{ forum_url(forum_thread(106)) }}", `${FORUM}/thread/106-vip-rank-not-applied-after-purchase`],
      [
        "{{ forum_url(forum_categories()[3]) }} {{ forum_url(104) }}",
        `${FORUM}/category/support ${FORUM}/thread/104-best-villager-trading-hall-layout`,
      ],
      ["{{ forum_url(forum_thread(103).category) }}", `${FORUM}/category/survival`],
      [
        "{{ forum_url(query('forum_threads').where('id', '=', 105).first()) }}",
        `${FORUM}/thread/105-b-site-retake-on-inferno-keeps-failing`,
      ],
    ],
    bad: [
      ["{{ forum_url(999) }}", "forum_url: no forum thread with id 999"],
      [
        "{{ forum_url(true) }}",
        "forum_url: expected a forum thread, a forum category or a thread id, got boolean true",
      ],
      ["{{ forum_url(store.categories[0]) }}", 'forum_url: no forum category with id 1 and slug "ranks"'],
    ],
  },
})

describe("forum_url with objects of every shape the forum hands out", () => {
  it("gives the category embedded in a thread the type and url of forum_categories() items", () => {
    expect(html("{% set c = forum_thread(106).category %}{{ c.type }} {{ c.id }} {{ c.slug }} {{ c.url }}")).toBe(
      `category 4 support ${FORUM}/category/support`,
    )
    expect(
      html(
        "{{ forum_latest_threads(1)[0].category.url == forum_url(forum_latest_threads(1)[0].category) ? 'same' : 'different' }}",
      ),
    ).toBe("same")
  })

  it("accepts objects without a type by their keys: a title makes a thread, a name and a slug a category", () => {
    expect(html("{{ forum_url({id: 102, title: 'Server rules'}) }}")).toBe(
      `${FORUM}/thread/102-server-rules-updated-june-2025`,
    )
    expect(html("{{ forum_url({id: 2, name: 'Survival', slug: 'survival'}) }}")).toBe(`${FORUM}/category/survival`)
    expect(
      html("{% for row in query('forum_threads').order_by('id').limit(2).get() %}{{ forum_url(row) }} {% endfor %}"),
    ).toBe(
      `${FORUM}/thread/101-summer-sale-20-off-mvp-and-firework-shows ${FORUM}/thread/102-server-rules-updated-june-2025 `,
    )
  })

  it("refuses objects that name no existing forum thread or category, or are not forum objects at all", () => {
    expect(renderError("{{ forum_url({id: 999, title: 'Gone'}) }}")).toEqual({
      message: "forum_url: no forum thread with id 999",
      line: 1,
    })
    expect(renderError("{{ forum_url({id: 106, slug: 'other-slug', title: 'x'}) }}")).toEqual({
      message: 'forum_url: no forum thread with id 106 and slug "other-slug"',
      line: 1,
    })
    expect(renderError("{{ forum_url({id: 37, name: 'VIP', slug: 'vip-rank-30-days'}) }}")).toEqual({
      message: 'forum_url: no forum category with id 37 and slug "vip-rank-30-days"',
      line: 1,
    })
    // A product has a name and a slug too, but its `type` is not a forum one.
    expect(renderError("{{ forum_url(store_product(37)) }}")).toEqual({
      message: "forum_url: expected a forum thread, a forum category or a thread id, got object",
      line: 1,
    })
    expect(renderError("{{ forum_url(user) }}")).toEqual({
      message: "forum_url: expected a forum thread, a forum category or a thread id, got object",
      line: 1,
    })
    expect(renderError("{{ forum_url({type: 'post', id: 106}) }}")).toEqual({
      message: "forum_url: expected a forum thread, a forum category or a thread id, got object",
      line: 1,
    })
  })
})

describe("forum functions with the forum module switched off", () => {
  it("return empty lists, null and zeros, as their notes say", () => {
    expect(
      html(
        "{{ forum_categories()|length }} {{ forum_latest_threads()|length }} {{ forum_thread(106) is null ? 'null' }}",
        FORUM_OFF,
      ),
    ).toBe("0 0 null")
    expect(
      html(
        "{% set s = forum_stats() %}{{ s.threads }} {{ s.posts }} {{ s.members }} {{ s.newest_member is null ? 'null' }}",
        FORUM_OFF,
      ),
    ).toBe("0 0 0 null")
  })

  it("leave the forum_threads table of query() empty", () => {
    expect(
      html(
        "{{ query('forum_threads').count() }} {{ query('forum_threads').where('title', 'contains', 'vip').get()|length }}",
        FORUM_OFF,
      ),
    ).toBe("0 0")
  })

  it("refuse forum_url(), since the forum pages do not exist", () => {
    expect(renderError("<p>\n{{ forum_url(106) }}", { context: FORUM_OFF })).toEqual({
      message: "forum_url: the forum module is switched off ('forum' is not in site.modules)",
      line: 2,
    })
  })

  it("still report bad arguments, so a template fails the same whatever the modules", () => {
    expect(renderError("{{ forum_latest_threads(1000) }}", { context: FORUM_OFF }).message).toBe(
      "forum_latest_threads: expected limit to be an integer from 1 to 100, got number 1000",
    )
    expect(renderError("{{ forum_thread('abc') }}", { context: FORUM_OFF }).message).toBe(
      'forum_thread: expected a thread id (a whole number), got string "abc"',
    )
  })

  it("count every module as on when the site has no modules list", () => {
    const site: Record<string, unknown> = { ...SAMPLE_CONTEXT.site }
    delete site.modules
    expect(html("{{ forum_categories()|length }} {{ forum_stats().threads }}", { site })).toBe("4 6")
  })
})
