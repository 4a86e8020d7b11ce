import type { GameRules } from "../product/rules-schema"
import type { ApiCommand } from "./openapi-commands"
import type { StoreCommand, Violation } from "./rules"

/** The fact that states the FiveM payment rule; a page showing a FiveM store command prints it. */
export const FIVEM_RULE = "%%facts.gameRules.fivem.sell%%"
const RULE = "Cfx.re's terms: FiveM paid perks are allowed only through Tebex"

/**
 * FiveM products in a Questforge store are free deliveries. A page that shows a FiveM store
 * command says so by printing the rule; an API example for FiveM names a free product.
 */
export function fivemPageViolations(commands: readonly StoreCommand[], source: string, rules: GameRules): Violation[] {
  if (source.includes(FIVEM_RULE)) return []
  return commands
    .filter(c => c.game === "fivem")
    .map(c => ({
      ...c,
      rule: `${RULE}, and this page shows a FiveM command without saying its product is free`,
      fix: `print ${FIVEM_RULE} on the page and present the product as a free delivery: ${rules.fivem.free}`,
    }))
}

export function fivemApiViolations(commands: readonly ApiCommand[], rules: GameRules): Violation[] {
  return commands
    .filter(c => c.game === "fivem" && !/\bfree\b/i.test(c.product ?? ""))
    .map(c => ({
      ...c,
      rule: `${RULE}, and this example's product (${c.product ?? "none named"}) is not named as free`,
      fix: `make the example a free product and say so in its name, for ${rules.fivem.free}`,
    }))
}
