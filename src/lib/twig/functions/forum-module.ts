/** Forum module functions: categories, latest threads, one thread, totals and URLs. */
import { FORUM_CATEGORIES, FORUM_THREADS, forumCategoryUrl, forumThreadUrl, type ForumThread } from "../sample/forum"
import { DIRECTORY } from "../sample/users"
import { LIMIT_NOTE, opt, req } from "../support/define"
import { asText, expectInt, expectLimit, expected, fail, isRecord } from "../support/values"
import type { FunctionDefinition } from "../types"

const MODULE_NOTE = "The forum module must be switched on in Dashboard → Modules; with it off, the functions return empty lists and zeros."

function threadView(thread: ForumThread) {
  const category = FORUM_CATEGORIES.find(c => c.id === thread.category_id)!
  return { ...thread, category: { id: category.id, name: category.name, slug: category.slug }, url: forumThreadUrl(thread) }
}

function findThread(id: number): ForumThread | undefined {
  return FORUM_THREADS.find(t => t.id === id)
}

export const forumFunctions: FunctionDefinition[] = [
  {
    kind: "function", category: "forum-module", name: "forum_categories",
    signature: "forum_categories()",
    summary: "Lists the forum categories with their thread and post counts.",
    args: [],
    returns: { type: "array<object>", description: "`type` (`\"category\"`), `id`, `name`, `slug`, `description`, `threads`, `posts` and `url`, in dashboard order." },
    notes: [MODULE_NOTE, "Categories a visitor may not read are left out."],
    impl: () =>
      FORUM_CATEGORIES.map(c => {
        const threads = FORUM_THREADS.filter(t => t.category_id === c.id)
        return { ...c, threads: threads.length, posts: threads.reduce((n, t) => n + t.replies + 1, 0), url: forumCategoryUrl(c) }
      }),
  },
  {
    kind: "function", category: "forum-module", name: "forum_latest_threads",
    signature: "forum_latest_threads(limit = 5)",
    summary: "Lists the threads with the newest posts, for a \"latest activity\" widget.",
    args: [opt("limit", "int", "5", "Maximum number of threads, 1–100.")],
    returns: { type: "array<object>", description: "Threads as `forum_thread()` returns them, newest `last_post_at` first." },
    notes: [MODULE_NOTE, LIMIT_NOTE],
    impl: (_env, limit) =>
      [...FORUM_THREADS].sort((a, b) => (a.last_post_at < b.last_post_at ? 1 : -1)).slice(0, expectLimit("forum_latest_threads", limit, 5)).map(threadView),
  },
  {
    kind: "function", category: "forum-module", name: "forum_thread",
    signature: "forum_thread(id)",
    summary: "Looks up one forum thread by id.",
    args: [req("id", "int", "Thread id, e.g. `106`.")],
    returns: { type: "object|null", description: "`type` (`\"thread\"`), `id`, `title`, `slug`, `category` (`id`, `name`, `slug`), `author`, `replies`, `views`, `pinned`, `locked`, `created_at`, `last_post_at`, `last_poster` and `url`; `null` when there is no such thread." },
    notes: ["A missing or deleted thread returns `null`.", "An id that is not a whole number is an error."],
    impl: (_env, id) => {
      const found = findThread(expectInt("forum_thread", id, 1, Number.MAX_SAFE_INTEGER, "a thread id (a whole number)"))
      return found ? threadView(found) : null
    },
  },
  {
    kind: "function", category: "forum-module", name: "forum_stats",
    signature: "forum_stats()",
    summary: "Returns the forum totals for a statistics box.",
    args: [],
    returns: { type: "object", description: "`threads`, `posts` (first posts and replies), `members` (registered users) and `newest_member` (username)." },
    notes: [MODULE_NOTE],
    impl: () => ({
      threads: FORUM_THREADS.length,
      posts: FORUM_THREADS.reduce((n, t) => n + t.replies + 1, 0),
      members: DIRECTORY.length,
      newest_member: [...DIRECTORY].sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0]?.username ?? null,
    }),
  },
  {
    kind: "function", category: "forum-module", name: "forum_url",
    signature: "forum_url(target)",
    summary: "Returns the URL of a forum thread or category.",
    args: [req("target", "object|int", "A thread or category object (from the forum functions) or a thread id.")],
    returns: { type: "string", description: "`https://blockhaven.questforge.example/forum/thread/106-vip-rank-not-applied-after-purchase` or `…/forum/category/support`." },
    notes: ["An id of a thread that does not exist is an error, since a link to it would be broken; any other value is an error too."],
    impl: (_env, target) => {
      if (isRecord(target) && target.type === "category") {
        const category = FORUM_CATEGORIES.find(c => c.id === target.id)
        return category ? forumCategoryUrl(category) : fail("forum_url", `no forum category with id ${JSON.stringify(target.id)}`)
      }
      const id = isRecord(target) && target.type === "thread" ? target.id : typeof target === "number" || asText(target) !== undefined ? Number(target) : undefined
      if (id === undefined) return expected("forum_url", "a forum thread, a forum category or a thread id", target)
      const found = typeof id === "number" && Number.isInteger(id) ? findThread(id) : undefined
      return found ? forumThreadUrl(found) : fail("forum_url", `no forum thread with id ${JSON.stringify(id)}`)
    },
  },
]
