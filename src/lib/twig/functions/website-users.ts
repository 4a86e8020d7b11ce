/** Website users: the signed-in visitor, public profiles, who is online, avatars and groups. */
import { DIRECTORY, ONLINE_MINUTES, type DirectoryUser } from "../sample/users"
import { LIMIT_NOTE, opt, req } from "../support/define"
import { readUser, siteBaseUrl } from "../support/globals"
import { asText, expectInt, expectLimit, expected, isRecord, LIMIT_MAX } from "../support/values"
import type { FunctionDefinition, RenderEnvironment } from "../types"

function isOnline(env: RenderEnvironment, user: DirectoryUser): boolean {
  const idle = env.now.getTime() - Date.parse(user.last_active_at)
  return idle >= 0 && idle <= ONLINE_MINUTES * 60000
}

/** What anyone may see of a user: no balance, no email. */
function profile(env: RenderEnvironment, user: DirectoryUser) {
  return { ...user, groups: user.groups.map(g => ({ ...g })), online: isOnline(env, user) }
}

function lookup(key: unknown): DirectoryUser | undefined {
  if (typeof key === "number") return DIRECTORY.find(u => u.id === key)
  const text = asText(key)?.trim().toLowerCase()
  return text === undefined
    ? undefined
    : DIRECTORY.find(u => u.username.toLowerCase() === text || String(u.id) === text)
}

/** A user object from the context or a function, or a username/id to look up. */
function resolve(name: string, value: unknown): { id: number; avatar?: unknown; groups?: unknown } | null {
  if (value === null || value === undefined) return null
  if (isRecord(value) && typeof value.id === "number") return value as { id: number }
  if (typeof value === "number" || asText(value) !== undefined) return lookup(value) ?? null
  return expected(name, "a user (an object with an id), a username or a user id", value)
}

const USER_ARG = req(
  "user",
  "object|string|int",
  "A user object (`user`, an item of `users_online()`), a username or a user id.",
)

export const websiteUserFunctions: FunctionDefinition[] = [
  {
    kind: "function",
    category: "website-users",
    name: "current_user",
    signature: "current_user()",
    summary: "Returns the signed-in visitor, the same object as the `user` global.",
    args: [],
    returns: { type: "object|null", description: "The `user` global, or `null` for visitors who are not signed in." },
    notes: ["Signed-out visitors get `null`; test with `{% if current_user() %}`."],
    impl: env => readUser(env),
  },
  {
    kind: "function",
    category: "website-users",
    name: "user",
    signature: "user(id_or_name)",
    summary: "Looks up a member's public profile by user id or username.",
    args: [req("id_or_name", "int|string", "User id (`1542`) or username (`'Steve_Builder'`, case-insensitive).")],
    returns: {
      type: "object|null",
      description:
        "`id`, `username`, `url`, `avatar`, `groups`, `steam_id64`, `minecraft_uuid`, `minecraft_name`, `created_at`, `last_active_at` and `online`; `null` when no such user exists.",
    },
    notes: [
      "An unknown user returns `null`.",
      "A value that is neither a number nor a string is an error.",
      "Balances and emails are never part of a profile.",
    ],
    impl: (env, key) => {
      if (typeof key !== "number" && asText(key) === undefined) return expected("user", "a user id or username", key)
      const found = lookup(key)
      return found ? profile(env, found) : null
    },
  },
  {
    kind: "function",
    category: "website-users",
    name: "users_online",
    signature: "users_online(limit = 20)",
    summary: "Lists members active on the website in the last 5 minutes, most recently active first.",
    args: [opt("limit", "int", "20", `Maximum number of users, 1–${LIMIT_MAX}.`)],
    returns: { type: "array<object>", description: "Public profiles, as `user()` returns them." },
    notes: [
      "Activity is any page view by a signed-in member; visitors who are not signed in are not listed.",
      LIMIT_NOTE,
    ],
    impl: (env, limit) =>
      DIRECTORY.filter(u => isOnline(env, u))
        .sort((a, b) => Date.parse(b.last_active_at) - Date.parse(a.last_active_at))
        .slice(0, expectLimit("users_online", limit, 20))
        .map(u => profile(env, u)),
  },
  {
    kind: "function",
    category: "website-users",
    name: "user_avatar",
    signature: "user_avatar(user, size = 64)",
    summary: "Returns the URL of a user's avatar at a square size.",
    args: [USER_ARG, opt("size", "int", "64", "Width and height in pixels, 16–512.")],
    returns: { type: "string", description: "`https://blockhaven.questforge.example/avatars/1542.png?size=64`." },
    notes: [
      "Unknown users and `null` get the default avatar (`/avatars/default.png`), so an image always shows.",
      "A size outside 16–512 is an error.",
    ],
    impl: (env, user, size) => {
      const px =
        size === undefined || size === null
          ? 64
          : expectInt("user_avatar", size, 16, 512, "size to be an integer from 16 to 512")
      const found = resolve("user_avatar", user)
      const avatar =
        found && typeof found.avatar === "string"
          ? found.avatar
          : (lookup(found?.id)?.avatar ?? `${siteBaseUrl(env, "user_avatar")}/avatars/default.png`)
      return `${avatar}?size=${px}`
    },
  },
  {
    kind: "function",
    category: "website-users",
    name: "user_in_group",
    signature: "user_in_group(user, group)",
    summary: "Tells whether a user belongs to a group, to show perks or staff badges.",
    args: [USER_ARG, req("group", "string|int", "Group name (case-insensitive, e.g. `'VIP'`) or group id.")],
    returns: {
      type: "bool",
      description: "`true` when the user is in the group; `false` for `null` (signed-out visitors) and unknown users.",
    },
    notes: ["A group that is neither a name nor an id is an error."],
    impl: (_env, user, group) => {
      const wanted = typeof group === "number" ? group : asText(group)?.toLowerCase()
      if (wanted === undefined) expected("user_in_group", "a group name or id", group)
      const found = resolve("user_in_group", user)
      const groups = found && Array.isArray(found.groups) ? found.groups : (lookup(found?.id)?.groups ?? [])
      return groups.some(g => isRecord(g) && (g.id === wanted || String(g.name).toLowerCase() === wanted))
    },
  },
  {
    kind: "function",
    category: "website-users",
    name: "user_balance",
    signature: "user_balance(user = null)",
    summary: "Returns the website balance of the signed-in visitor, to show next to the cart.",
    args: [opt("user", "object|string|int", "null", "The user to read; `null` means the signed-in visitor.")],
    returns: {
      type: "number|null",
      description: "The balance in the store currency (`12.5`, print it with `money`), or `null`.",
    },
    notes: [
      "Balances are private: any user other than the signed-in visitor, and signed-out visitors, give `null`.",
      "A value that is not a user, username or id is an error.",
    ],
    impl: (env, user) => {
      const me = readUser(env)
      const target = user === undefined || user === null ? me : resolve("user_balance", user)
      return me !== null && target !== null && target.id === me.id ? me.balance : null
    },
  },
]
