/**
 * What counts as a store command in a page: code that uses a product placeholder (`{uuid}`,
 * `{player}`, `{option:color}`, …) or starts with a command a store product runs (`lp`, `give`, `css_…`,
 * `oxide.…`). Other code (file names, settings, Twig) is not a store command.
 */
const PLACEHOLDER =
  /\{(player|uuid|steamid64|steamid|discord_id|quantity|order_id|product_name|price|currency|email|buyer_name|serverid|option:[a-z][a-z0-9_]*)\}/
const HEAD =
  /^(lp|luckperms|give|minecraft:give|essentials:give|eco|economy|money|cmi|points|coins|tokens|gems|say|title|tellraw|css_\w+|sm_\w+|qf_addflags|amx_\w+|oxide\.\w+|c\.\w+|inventory\.giveto|add_principal|add_ace|event_reward|ws|wp|knife|gloves)(\s|$)/i

export function isStoreCommand(code: string): boolean {
  return code.includes(" ") && (PLACEHOLDER.test(code) || HEAD.test(code))
}
