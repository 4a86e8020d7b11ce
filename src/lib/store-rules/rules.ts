import type { Game, GameRules } from "../product/rules-schema"
import { isCounterStrike } from "./games"

/** One store command as a page or the API description shows it, where it is and what it is for. */
export interface StoreCommand {
  file: string
  line: number
  /** The command as readers see it: product facts printed, placeholders such as `{uuid}` kept. */
  command: string
  game: Game | undefined
}

/** A rule the guides teach, as a test of one command. */
export interface StoreRule {
  id: string
  /** The rule broken, as the failure names it. */
  rule: string
  /** What to do instead. */
  fix: string
  breaks: (command: StoreCommand) => boolean
}

const UUID = /^(\{uuid\}|<uuid>|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
// A missing target (`lp user  parent add vip`, what an empty placeholder gives) is not a name.
const LUCKPERMS_USER = /^(?:lp|luckperms)\s+user\s+(?!(?:parent|permission|meta|info|promote|demote)\s)(\S+)/i
/** LuckPerms' timed additions, which `temporary-add-behaviour: deny` rejects without the modifier. */
const LUCKPERMS_TIMED =
  /^(?:lp|luckperms)\s+(?:user|group)\s+\S+\s+(?:parent\s+addtemp|permission\s+settemp|meta\s+(?:addtempprefix|addtempsuffix|settemp))\s/i
const VANILLA_GIVE = /^(?:minecraft:|essentials:)?give\s+\S+\s+\S+/i
const CURRENCY = /^(?:(?:cmi\s+)?money|eco|economy|points|coins|tokens|gems)\s+(?:give|add|set)\s/i
/** Source engine item names (`weapon_ak47`, `weapon_knife_karambit`) and the words for skins. */
const SOURCE_ITEM = /\bweapon_\w+/i
const SKIN_WORDS = /\b(skins?|knife|knives|gloves?|weapon ?paints?|wp_\w+)\b/i

export function storeRules(rules: GameRules): StoreRule[] {
  const minecraft = rules.minecraft
  const cs = rules.counterStrike
  return [
    {
      id: "minecraft-items",
      rule: `Mojang's commercial usage guidelines (Minecraft EULA): a Minecraft item sold for money; never sell ${minecraft.never}`,
      fix: `sell ${minecraft.sell} instead`,
      // `give <player> <item>` is Minecraft's syntax; other games' give commands take no player.
      breaks: c => (c.game === "minecraft" || c.game === undefined) && VANILLA_GIVE.test(c.command),
    },
    {
      id: "minecraft-currency",
      rule: `Mojang's commercial usage guidelines (Minecraft EULA): in-game currency sold for money; never sell ${minecraft.never}`,
      fix: `sell ${minecraft.sell} instead`,
      breaks: c => c.game === "minecraft" && CURRENCY.test(c.command),
    },
    {
      id: "luckperms-uuid",
      rule: "LuckPerms rank given by player name (or another placeholder) instead of {uuid}: a name changes, the UUID does not",
      fix: minecraft.ranks,
      breaks: c => {
        const target = LUCKPERMS_USER.exec(c.command)?.[1]
        return target !== undefined && !UUID.test(target)
      },
    },
    {
      id: "luckperms-accumulate",
      rule: "timed LuckPerms rank without accumulate: LuckPerms' default temporary-add-behaviour (deny) makes a repeat purchase add no time",
      fix: minecraft.ranks,
      breaks: c => LUCKPERMS_TIMED.test(c.command) && !/\saccumulate\b/i.test(c.command),
    },
    {
      id: "counter-strike-items",
      rule: `Valve's game server operation guidelines: skins, weapons, knives or gloves as a perk; never offer ${cs.never}`,
      fix: `offer ${cs.sell} instead`,
      breaks: c => SOURCE_ITEM.test(c.command) || (isCounterStrike(c.game) && SKIN_WORDS.test(c.command)),
    },
  ]
}

export interface Violation {
  file: string
  line: number
  command: string
  rule: string
  fix: string
}

export function violationsOf(commands: readonly StoreCommand[], rules: readonly StoreRule[]): Violation[] {
  return commands.flatMap(command =>
    rules
      .filter(rule => rule.breaks(command))
      .map(rule => ({
        file: command.file,
        line: command.line,
        command: command.command,
        rule: rule.rule,
        fix: rule.fix,
      })),
  )
}

export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line}: \`${v.command}\` breaks ${v.rule}. Fix: ${v.fix}.`
}
