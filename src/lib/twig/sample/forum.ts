/** Blockhaven's forum: categories and threads, written by the users in users.ts. */
import { siteUrl } from "./site"

export interface ForumCategory {
  type: "category"
  id: number
  name: string
  slug: string
  description: string
}

export interface ForumThread {
  type: "thread"
  id: number
  category_id: number
  title: string
  slug: string
  author: string
  replies: number
  views: number
  pinned: boolean
  locked: boolean
  created_at: string
  last_post_at: string
  last_poster: string
}

export const FORUM_CATEGORIES: ForumCategory[] = [
  {
    type: "category",
    id: 1,
    name: "Announcements",
    slug: "announcements",
    description: "News from the Blockhaven team.",
  },
  {
    type: "category",
    id: 2,
    name: "Survival",
    slug: "survival",
    description: "Builds, trades and questions about the survival server.",
  },
  {
    type: "category",
    id: 3,
    name: "CS2 Retakes",
    slug: "cs2-retakes",
    description: "Strategies, clips and server feedback.",
  },
  {
    type: "category",
    id: 4,
    name: "Support",
    slug: "support",
    description: "Problems with the store, your account or the servers.",
  },
]

type ThreadFields = Omit<ForumThread, "type" | "slug">

function thread(fields: ThreadFields): ForumThread {
  const slug = fields.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
  return { type: "thread", slug, ...fields }
}

export const FORUM_THREADS: ForumThread[] = [
  thread({
    id: 101,
    category_id: 1,
    title: "Summer sale: 20% off MVP and firework shows",
    author: "NightOwl",
    replies: 4,
    views: 612,
    pinned: true,
    locked: true,
    created_at: "2025-06-07T08:00:00Z",
    last_post_at: "2025-06-12T10:14:00Z",
    last_poster: "Creeper_Queen",
  }),
  thread({
    id: 102,
    category_id: 1,
    title: "Server rules (updated June 2025)",
    author: "NightOwl",
    replies: 0,
    views: 1408,
    pinned: true,
    locked: true,
    created_at: "2025-06-01T12:00:00Z",
    last_post_at: "2025-06-01T12:00:00Z",
    last_poster: "NightOwl",
  }),
  thread({
    id: 103,
    category_id: 2,
    title: "Show off your base: June edition",
    author: "Creeper_Queen",
    replies: 23,
    views: 389,
    pinned: false,
    locked: false,
    created_at: "2025-06-02T19:30:00Z",
    last_post_at: "2025-06-14T18:12:45Z",
    last_poster: "Alex_Miner",
  }),
  thread({
    id: 104,
    category_id: 2,
    title: "Best villager trading hall layout?",
    author: "Alex_Miner",
    replies: 6,
    views: 140,
    pinned: false,
    locked: false,
    created_at: "2025-06-11T15:22:10Z",
    last_post_at: "2025-06-14T11:03:00Z",
    last_poster: "Steve_Builder",
  }),
  thread({
    id: 105,
    category_id: 3,
    title: "B site retake on Inferno keeps failing",
    author: "s1mple_fan",
    replies: 9,
    views: 201,
    pinned: false,
    locked: false,
    created_at: "2025-06-12T20:45:00Z",
    last_post_at: "2025-06-14T17:40:19Z",
    last_poster: "NightOwl",
  }),
  thread({
    id: 106,
    category_id: 4,
    title: "VIP rank not applied after purchase",
    author: "Steve_Builder",
    replies: 2,
    views: 37,
    pinned: false,
    locked: false,
    created_at: "2025-06-14T17:58:00Z",
    last_post_at: "2025-06-14T18:20:31Z",
    last_poster: "Alex_Miner",
  }),
]

export function forumCategoryUrl(category: ForumCategory): string {
  return siteUrl(`/forum/category/${category.slug}`)
}

export function forumThreadUrl(item: ForumThread): string {
  return siteUrl(`/forum/thread/${item.id}-${item.slug}`)
}
