/**
 * How a buyer is matched to a player is an order of identifiers ("UUID, else SteamID64, else
 * the exact name"). These helpers read that order out of a sentence, so a page's own wording
 * can be compared with the order the data states.
 */
export type Identifier = "uuid" | "steamid64" | "discord" | "name"

const MENTION =
  /(?<uuid>Minecraft UUID|\bUUIDs?\b|`uuid`)|(?<steamid64>SteamID64|`steam_id64`|`?steam:?`? identifier|Steam account)|(?<discord>Discord(?: user)? (?:ID|id)|`discord_id`|\bDiscord\b)|(?<name>(?:exact |in-game )?\bname\b|`name`)/g
/** Words that put the identifier before them ahead of the one after them. */
const CONNECTOR = /^[^.;]{0,25}\b(then|else|otherwise|falling back to|falls? back to)\b[^.;]{0,20}$/i

interface Mention {
  id: Identifier
  start: number
  end: number
}

function mentions(sentence: string): Mention[] {
  return [...sentence.matchAll(MENTION)].map(match => {
    const id = Object.entries(match.groups ?? {}).find(([, value]) => value !== undefined)?.[0] as Identifier
    return { id, start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }
  })
}

/** The identifiers a sentence mentions, in order, each once. */
export function identifiersIn(sentence: string): Identifier[] {
  return [...new Set(mentions(sentence).map(m => m.id))]
}

/** Pairs (first, then) a sentence puts in order: "UUID, then SteamID64" gives [uuid, steamid64]. */
export function orderedPairs(sentence: string): [Identifier, Identifier][] {
  const found = mentions(sentence)
  return found.slice(1).flatMap((mention, index) => {
    const before = found[index]
    const between = sentence.slice(before.end, mention.start)
    return before.id !== mention.id && CONNECTOR.test(between)
      ? [[before.id, mention.id] as [Identifier, Identifier]]
      : []
  })
}

/** A pair the order does not allow: an identifier it lacks (Discord), or two in reverse. */
export function pairBreaksOrder([first, then]: [Identifier, Identifier], order: readonly Identifier[]): boolean {
  const a = order.indexOf(first)
  const b = order.indexOf(then)
  return a < 0 || b < 0 || a > b
}
