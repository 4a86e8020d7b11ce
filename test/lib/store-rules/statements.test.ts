import { identifiersIn, orderedPairs, pairBreaksOrder } from "../../../src/lib/store-rules/identifier-order"
import {
  contradictsEvent,
  endsOnFirstFailure,
  eventDescribesItself,
  statements,
} from "../../../src/lib/store-rules/subscription-statements"

const order = ["uuid", "steamid64", "name"] as const

describe("identifier order", () => {
  it("reads the order a sentence gives", () => {
    expect(identifiersIn("the buyer's Minecraft UUID, else SteamID64, else the exact in-game name")).toEqual(order)
    expect(orderedPairs("matched by UUID, then SteamID64, then name")).toEqual([
      ["uuid", "steamid64"],
      ["steamid64", "name"],
    ])
    expect(orderedPairs("by `steam_id64`, each falling back to `name`")).toEqual([["steamid64", "name"]])
  })

  it("flags a reversed order and Discord in the order", () => {
    expect(orderedPairs("finds the buyer by exact name, else by SteamID64").some(p => pairBreaksOrder(p, order))).toBe(
      true,
    )
    expect(orderedPairs("by Discord ID, then name").some(p => pairBreaksOrder(p, order))).toBe(true)
    expect(
      orderedPairs("by UUID or SteamID64, else by name; never by Discord id").some(p => pairBreaksOrder(p, order)),
    ).toBe(false)
  })
})

describe("subscription statements", () => {
  const failed = {
    event: "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
    state: "active",
    queues: "none",
    does: "The subscription stays active and nothing is queued.",
  } as const
  const suspended = {
    event: "BILLING.SUBSCRIPTION.SUSPENDED",
    state: "ended",
    queues: "On expiry",
    does: "Ends it and queues On expiry commands.",
  } as const

  it("flags a subscription that ends on the first failed payment", () => {
    expect(endsOnFirstFailure("A PayPal subscription ends on the first failed payment.")).toBe(true)
    expect(endsOnFirstFailure("On expiry when the subscription is cancelled or a renewal fails")).toBe(true)
    expect(endsOnFirstFailure("it ends when renewals fail for good after the provider's retries")).toBe(false)
    expect(endsOnFirstFailure("A failed renewal does not end a PayPal subscription at once.")).toBe(false)
  })

  it("flags an event given the opposite effect", () => {
    expect(contradictsEvent("`BILLING.SUBSCRIPTION.PAYMENT.FAILED` ends the subscription.", failed)).toBe(true)
    expect(contradictsEvent("`BILLING.SUBSCRIPTION.PAYMENT.FAILED` does not end the subscription.", failed)).toBe(false)
    expect(contradictsEvent("After `BILLING.SUBSCRIPTION.SUSPENDED` the subscription stays active.", suspended)).toBe(
      true,
    )
  })

  it("checks that the data's own sentence matches its state", () => {
    expect([failed, suspended].map(eventDescribesItself)).toEqual([true, true])
    expect(eventDescribesItself({ ...failed, does: "Ends the subscription; nothing is queued." })).toBe(false)
  })

  it("splits text into sentences and table cells", () => {
    expect(statements("| `a` | One. Two! |\nThree")).toEqual(["`a`", "One.", "Two!", "Three"])
  })
})
