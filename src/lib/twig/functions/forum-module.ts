/** Forum module functions: categories, latest threads, one thread, totals and URLs. */
import {
  FORUM_CATEGORIES,
  FORUM_THREADS,
  forumCategoryUrl,
  forumThreadUrl,
  type ForumCategory,
  type ForumThread,
} from "../sample/forum"
import { DIRECTORY } from "../sample/users"
import { LIMIT_NOTE, opt, req } from "../support/define"
import { moduleEnabled } from "../support/globals"
import { asText, expectInt, expectLimit, expected, fail, isRecord, LIMIT_MAX } from "../support/values"
import type { FunctionDefinition, RenderEnvironment } from "../types"

/** The forum functions read nothing while the forum module is off: `'forum'` is missing from `site.modules`. */
const forumOn = (env: RenderEnvironment): boolean => moduleEnabled(env, "forum")
const moduleNote = (result: string): string =>
  `With the forum module switched off in Dashboard → Modules (\`'forum'\` missing from \`site.modules\`), ${result}.`

function threadView(thread: ForumThread) {
  const category = FORUM_CATEGORIES.find(c => c.id === thread.category_id)!
  // The same `type` and `url` as the items of forum_categories(), so forum_url() and links treat them alike.
  return {
    ...thread,
    category: {
      type: category.type,
      id: category.id,
      name: category.name,
      slug: category.slug,
      url: forumCategoryUrl(category),
    },
    url: forumThreadUrl(thread),
  }
}

function findThread(id: number): ForumThread | undefined {
  return FORUM_THREADS.find(t => t.id === id)
}

/**
 * What a forum_url() object is. Objects from the forum functions say it in `type`; a thread's
 * `category` and query rows may not, so their keys decide: a `title` makes a thread, a `name`
 * and a `slug` a category.
 */
function kindOf(target: Record<string, unknown>): "thread" | "category" | undefined {
  if (target.type === "thread" || target.type === "category") return target.type
  if (target.type !== undefined) return undefined
  if ("title" in target || "category_id" in target) return "thread"
  if ("name" in target && "slug" in target) return "category"
  return undefined
}

/** The id of a target, and its slug when the object has one: a slug that disagrees means another object (a store category, a product). */
function matches(target: Record<string, unknown>, item: ForumThread | ForumCategory): boolean {
  return item.id === target.id && (typeof target.slug !== "string" || target.slug === item.slug)
}

function describeTarget(what: string, target: Record<string, unknown>): string {
  return `no ${what} with id ${JSON.stringify(target.id ?? null)}${typeof target.slug === "string" ? ` and slug ${JSON.stringify(target.slug)}` : ""}`
}

export const forumFunctions: FunctionDefinition[] = [
  {
    kind: "function",
    category: "forum-module",
    name: "forum_categories",
    signature: "forum_categories()",
    summary: "Lists the forum categories with their thread and post counts.",
    args: [],
    returns: {
      type: "array<object>",
      description:
        '`type` (`"category"`), `id`, `name`, `slug`, `description`, `threads`, `posts` and `url`, in dashboard order.',
    },
    notes: [moduleNote("it returns an empty list"), "Categories a visitor may not read are left out."],
    impl: env =>
      !forumOn(env)
        ? []
        : FORUM_CATEGORIES.map(c => {
            const threads = FORUM_THREADS.filter(t => t.category_id === c.id)
            return {
              ...c,
              threads: threads.length,
              posts: threads.reduce((n, t) => n + t.replies + 1, 0),
              url: forumCategoryUrl(c),
            }
          }),
  },
  {
    kind: "function",
    category: "forum-module",
    name: "forum_latest_threads",
    signature: "forum_latest_threads(limit = 5)",
    summary: 'Lists the threads with the newest posts, for a "latest activity" widget.',
    args: [opt("limit", "int", "5", `Maximum number of threads, 1–${LIMIT_MAX}.`)],
    returns: {
      type: "array<object>",
      description: "Threads as `forum_thread()` returns them, newest `last_post_at` first.",
    },
    notes: [moduleNote("it returns an empty list"), LIMIT_NOTE],
    impl: (env, limit) => {
      const max = expectLimit("forum_latest_threads", limit, 5)
      return !forumOn(env)
        ? []
        : [...FORUM_THREADS]
            .sort((a, b) => (a.last_post_at < b.last_post_at ? 1 : -1))
            .slice(0, max)
            .map(threadView)
    },
  },
  {
    kind: "function",
    category: "forum-module",
    name: "forum_thread",
    signature: "forum_thread(id)",
    summary: "Looks up one forum thread by id.",
    args: [req("id", "int", "Thread id, e.g. `106`.")],
    returns: {
      type: "object|null",
      description:
        '`type` (`"thread"`), `id`, `title`, `slug`, `category` (`type` `"category"`, `id`, `name`, `slug` and `url`), `author`, `replies`, `views`, `pinned`, `locked`, `created_at`, `last_post_at`, `last_poster` and `url`; `null` when there is no such thread.',
    },
    notes: [
      "A missing or deleted thread returns `null`.",
      "An id that is not a whole number is an error.",
      moduleNote("it returns `null`"),
    ],
    impl: (env, id) => {
      const found = findThread(
        expectInt("forum_thread", id, 1, Number.MAX_SAFE_INTEGER, "a thread id (a whole number)"),
      )
      return found && forumOn(env) ? threadView(found) : null
    },
  },
  {
    kind: "function",
    category: "forum-module",
    name: "forum_stats",
    signature: "forum_stats()",
    summary: "Returns the forum totals for a statistics box.",
    args: [],
    returns: {
      type: "object",
      description:
        "`threads`, `posts` (first posts and replies), `members` (registered users) and `newest_member` (username).",
    },
    notes: [moduleNote("every total is `0` and `newest_member` is `null`")],
    impl: env =>
      !forumOn(env)
        ? { threads: 0, posts: 0, members: 0, newest_member: null }
        : {
            threads: FORUM_THREADS.length,
            posts: FORUM_THREADS.reduce((n, t) => n + t.replies + 1, 0),
            members: DIRECTORY.length,
            newest_member: [...DIRECTORY].sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0]?.username ?? null,
          },
  },
  {
    kind: "function",
    category: "forum-module",
    name: "forum_url",
    signature: "forum_url(target)",
    summary: "Returns the URL of a forum thread or category.",
    args: [
      req(
        "target",
        "object|int",
        "A thread or category object: one from the forum functions, the `category` of a thread, or a row of `query('forum_threads')`; or a thread id.",
      ),
    ],
    returns: {
      type: "string",
      description:
        "`https://blockhaven.questforge.example/forum/thread/106-vip-rank-not-applied-after-purchase` or `…/forum/category/support`.",
    },
    notes: [
      "Objects without a `type` are recognised by their keys: one with a `title` is a thread, one with a `name` and a `slug` is a category.",
      "A thread or category that does not exist (by id, and by slug when the object has one) is an error, since a link to it would be broken; any other value is an error too.",
      moduleNote("it is an error, since the forum pages do not exist"),
    ],
    impl: (env, target) => {
      if (!forumOn(env)) fail("forum_url", "the forum module is switched off ('forum' is not in site.modules)")
      if (isRecord(target)) {
        const kind = kindOf(target)
        if (kind === "category") {
          const category = FORUM_CATEGORIES.find(c => matches(target, c))
          return category ? forumCategoryUrl(category) : fail("forum_url", describeTarget("forum category", target))
        }
        if (kind === "thread") {
          const thread = FORUM_THREADS.find(t => matches(target, t))
          return thread ? forumThreadUrl(thread) : fail("forum_url", describeTarget("forum thread", target))
        }
        return expected("forum_url", "a forum thread, a forum category or a thread id", target)
      }
      const id = typeof target === "number" || asText(target) !== undefined ? Number(target) : undefined
      if (id === undefined) return expected("forum_url", "a forum thread, a forum category or a thread id", target)
      const found = Number.isInteger(id) ? findThread(id) : undefined
      return found ? forumThreadUrl(found) : fail("forum_url", `no forum thread with id ${JSON.stringify(id)}`)
    },
  },
]
