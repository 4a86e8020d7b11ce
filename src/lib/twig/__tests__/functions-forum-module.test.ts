import { forumFunctions } from "../functions/forum-module"
import { describeDefinitions, each } from "./support"

const FORUM = "https://blockhaven.questforge.example/forum"

describeDefinitions("forum module functions", forumFunctions, {
  forum_categories: {
    ok: [[each("forum_categories()", "{{ x.name }} ({{ x.threads }}/{{ x.posts }})"), "Announcements (2/6), Survival (2/31), CS2 Retakes (1/10), Support (1/3)"]],
    bad: [["{{ forum_categories('support') }}", "forum_categories: takes no arguments, got 1"]],
  },
  forum_latest_threads: {
    ok: [[each("forum_latest_threads(3)", "{{ x.title }} by {{ x.last_poster }} {{ x.last_post_at|time_ago }}", " | "), "VIP rank not applied after purchase by Alex_Miner 9 minutes ago | Show off your base: June edition by Alex_Miner 17 minutes ago | B site retake on Inferno keeps failing by NightOwl 49 minutes ago"]],
    bad: [["{{ forum_latest_threads(1000) }}", "forum_latest_threads: expected limit to be an integer from 1 to 100, got number 1000"]],
  },
  forum_thread: {
    ok: [
      ["{% set t = forum_thread(106) %}{{ t.title }} in {{ t.category.name }}, {{ t.replies|plural('reply', 'replies') }}", "VIP rank not applied after purchase in Support, 2 replies"],
      ["{{ forum_thread(999) is null ? 'deleted' }}", "deleted"],
    ],
    bad: [["{{ forum_thread('abc') }}", 'forum_thread: expected a thread id (a whole number), got string "abc"']],
  },
  forum_stats: {
    ok: [["{% set s = forum_stats() %}{{ s.threads }} threads, {{ s.posts }} posts, {{ s.members }} members, newest {{ s.newest_member }}", "6 threads, 50 posts, 5 members, newest s1mple_fan"]],
    bad: [["{{ forum_stats(1) }}", "forum_stats: takes no arguments, got 1"]],
  },
  forum_url: {
    ok: [
      ["{{ forum_url(forum_thread(106)) }}", `${FORUM}/thread/106-vip-rank-not-applied-after-purchase`],
      ["{{ forum_url(forum_categories()[3]) }} {{ forum_url(104) }}", `${FORUM}/category/support ${FORUM}/thread/104-best-villager-trading-hall-layout`],
    ],
    bad: [
      ["{{ forum_url(999) }}", "forum_url: no forum thread with id 999"],
      ["{{ forum_url(true) }}", "forum_url: expected a forum thread, a forum category or a thread id, got boolean true"],
    ],
  },
})
