import type { SubscriptionEvent } from "../product/rules-schema"

/**
 * What pages say about a subscription's payments, compared with what the payment events do.
 * The rule the data states: a failed renewal never ends a subscription at once; it ends after
 * the provider's retries. A sentence that ties a failed payment to the end of a subscription
 * must say so ("for good", "after … retries", "gives up"), and a sentence that names an event
 * must not give it the opposite effect.
 */
const FAILED_PAYMENT =
  /\b(renewals?|payments?|charges?)\b[^.|]{0,25}\bfail|\bfail(s|ed|ing)?\b[^.|]{0,10}\b(renewals?|payments?|charges?)\b/i
const ENDING = /\b(ends?|ended|On expiry|cancels?|cancelled|loses?|lost|removed?)\b/i
const AFTER_RETRIES =
  /for good|retr(y|ies|ied|ying)|gives? up|gave up|(does not|doesn't|never) end|at once|threshold|stays active|tries the payment again|suspend/i
const NEGATED = /\b(not|never|no|nothing|stays|unless)\b/i

/** Sentences and table cells of a text: a statement never spans two. */
export function statements(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n|\|/)
    .map(s => s.trim())
    .filter(Boolean)
}

/** True when a statement ends a subscription on a failed payment without the provider's retries. */
export function endsOnFirstFailure(statement: string): boolean {
  return FAILED_PAYMENT.test(statement) && ENDING.test(statement) && !AFTER_RETRIES.test(statement)
}

/** True when a statement names the event and gives it the opposite of what the data says it does. */
export function contradictsEvent(statement: string, event: SubscriptionEvent): boolean {
  if (!statement.includes(event.event)) return false
  const rest = statement.replace(event.event, "")
  if (event.state === "active") return ENDING.test(rest) && !NEGATED.test(rest)
  return /stays active|nothing is queued|keeps (the|its) (rank|product)/i.test(rest)
}

/** The data's own sentence agrees with its state and the commands it queues. */
export function eventDescribesItself(event: SubscriptionEvent): boolean {
  const queued =
    event.queues === "none"
      ? /nothing is queued/i
      : new RegExp(`queue[sd]? (its )?${event.queues} commands|${event.queues} commands are queued`, "i")
  const ends = /\b(ends|ended)\b/i.test(event.does)
  return queued.test(event.does) && (event.state === "ended" ? ends : !ends || /stays active/i.test(event.does))
}
