import { z } from "zod"

/**
 * The behaviour rules under `facts` that checks read as data, not only print: how a buyer is
 * matched (`delivery`), what payment events do to a subscription (`subscriptionEvents`) and
 * what each game's rules allow a store to sell (`gameRules`). Every value is still a string, so
 * pages print it with `%%facts.…%%` like any other fact.
 */
const text = z.string().min(1)

/** The games a plugin exists for, in the order pages list them. */
export const GAMES = ["minecraft", "cs2", "cs16", "fivem", "rust"] as const
export type Game = (typeof GAMES)[number]
const perGame = z.object({ minecraft: text, cs2: text, cs16: text, fivem: text, rust: text }).strict()

const deliverySchema = z
  .object({
    states: text,
    queued: text,
    retrying: text,
    waiting: text,
    completed: text,
    failed: text,
    retry: text,
    onlineMatch: text.regex(/ else /, "must list the identifiers in order, joined by `else`"),
    onlineRule: text,
    nameOnly: text,
    discordOnly: text,
    match: perGame,
    detects: perGame,
  })
  .strict()

const subscriptionEvent = z
  .object({
    event: z.string().regex(/^[A-Za-z_.]+$/, "must be the provider's event name"),
    state: z.enum(["active", "ended"]),
    queues: z.enum(["none", "On purchase", "On renewal", "On expiry"]),
    does: text,
  })
  .strict()

const subscriptionEventsSchema = z
  .object({
    ends: text,
    stripe: z.record(subscriptionEvent),
    paypal: z.record(subscriptionEvent),
  })
  .strict()

const gameRulesSchema = z
  .object({
    minecraft: z.object({ sell: text, never: text, ranks: text }).strict(),
    counterStrike: z.object({ sell: text, never: text }).strict(),
    fivem: z.object({ sell: text, free: text }).strict(),
    rust: z.object({ sell: text, never: text }).strict(),
  })
  .strict()

export const behaviourRulesSchema = z.object({
  delivery: deliverySchema,
  subscriptionEvents: subscriptionEventsSchema,
  gameRules: gameRulesSchema,
})

export type BehaviourRules = z.infer<typeof behaviourRulesSchema>
export type SubscriptionEvent = z.infer<typeof subscriptionEvent>
export type GameRules = BehaviourRules["gameRules"]

/** The behaviour rules of validated facts, typed (parseProduct has already checked them). */
export function behaviourRules(facts: unknown): BehaviourRules {
  return behaviourRulesSchema.parse(facts)
}
