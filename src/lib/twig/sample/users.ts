/** Registered website users of Blockhaven (the members directory the user functions read). */
import { GROUPS, siteUrl, type GroupRef } from "./site"

export interface DirectoryUser {
  id: number
  username: string
  url: string
  avatar: string
  groups: GroupRef[]
  steam_id64: string | null
  minecraft_uuid: string | null
  minecraft_name: string | null
  created_at: string
  last_active_at: string
}

function member(
  fields: Omit<DirectoryUser, "url" | "avatar" | "minecraft_name"> & { minecraft_name?: string },
): DirectoryUser {
  return {
    ...fields,
    url: siteUrl(`/profile/${fields.username}`),
    avatar: siteUrl(`/avatars/${fields.id}.png`),
    minecraft_name: fields.minecraft_uuid === null ? null : (fields.minecraft_name ?? fields.username),
  }
}

const { members, admin, moderator, vip, mvp, cs2vip } = GROUPS

export const DIRECTORY: DirectoryUser[] = [
  member({
    id: 1542,
    username: "Steve_Builder",
    groups: [members, vip],
    steam_id64: "76561198012345678",
    minecraft_uuid: "3f8e2a61-9c4d-4b7a-8e15-2d6c0a9b7f34",
    created_at: "2024-11-03T09:15:22Z",
    last_active_at: "2025-06-14T18:29:30Z",
  }),
  member({
    id: 1377,
    username: "Alex_Miner",
    groups: [members, moderator],
    steam_id64: null,
    minecraft_uuid: "8d2c41f0-5b7e-4e39-9a61-0f3b2c7d9e15",
    created_at: "2024-02-19T16:40:00Z",
    last_active_at: "2025-06-14T18:27:05Z",
  }),
  member({
    id: 1611,
    username: "Creeper_Queen",
    groups: [members, mvp],
    steam_id64: null,
    minecraft_uuid: "c7a90e3d-1f24-4b86-b5d2-6e8f03a1c9b4",
    created_at: "2025-01-22T20:11:09Z",
    last_active_at: "2025-06-14T16:10:00Z",
  }),
  member({
    id: 1702,
    username: "s1mple_fan",
    groups: [members, cs2vip],
    steam_id64: "76561198087654321",
    minecraft_uuid: null,
    created_at: "2025-06-09T12:00:00Z",
    last_active_at: "2025-06-14T18:26:41Z",
  }),
  member({
    id: 1188,
    username: "NightOwl",
    groups: [members, admin],
    steam_id64: "76561197998765432",
    minecraft_uuid: "51b6e2d8-7a3f-4c09-8e4d-2f1a6b9c0d73",
    created_at: "2023-08-14T10:02:33Z",
    last_active_at: "2025-06-13T23:58:00Z",
  }),
]

/** The signed-in sample player's website balance; balances of other users are private. */
export const SIGNED_IN_USER_ID = 1542
export const SIGNED_IN_BALANCE = 12.5

/** A visitor counts as online when active within this many minutes of the request. */
export const ONLINE_MINUTES = 5
