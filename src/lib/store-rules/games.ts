import type { Game } from "../product/rules-schema"

/**
 * Which game a store command is for. The command's own syntax decides first (`lp user` is
 * LuckPerms, `css_` CounterStrikeSharp, `oxide.` Oxide); a command any game accepts, such as
 * `say` or `give`, takes the game of where it is shown: its tab, its nearest heading, or the
 * page's folder.
 */
const BY_SYNTAX: [RegExp, Game][] = [
  [/^(lp|luckperms|eco|tellraw|title|minecraft:\S+|essentials:\S+)\s/, "minecraft"],
  [/^give\s+\S+\s+minecraft:/, "minecraft"],
  [/^(css_|sm_)/, "cs2"],
  [/^(qf_addflags|qf_flags|amx_)/, "cs16"],
  [/^(oxide\.|c\.|inventory\.giveto\s)/, "rust"],
  [/^(add_principal|remove_principal|add_ace)\s|\{serverid\}/, "fivem"],
]

/** Game names as headings, tab labels and product names spell them; "CS2 / CS 1.6" is Counter-Strike. */
const BY_NAME: [RegExp, Game][] = [
  [/\bMinecraft\b/i, "minecraft"],
  [/\b(Counter-Strike 2|CS2)\b/i, "cs2"],
  [/\b(Counter-Strike 1\.6|CS 1\.6)\b/i, "cs16"],
  [/\bFiveM\b/i, "fivem"],
  [/\bRust\b/, "rust"],
]

const BY_PATH: [RegExp, Game][] = [
  [/\/minecraft[/-]/, "minecraft"],
  [/\/counter-strike-2[/-]/, "cs2"],
  [/\/counter-strike-1\.6[/-]/, "cs16"],
  [/\/fivem[/-]/, "fivem"],
  [/\/rust[/-]/, "rust"],
]

export function gameOfSyntax(command: string): Game | undefined {
  return BY_SYNTAX.find(([pattern]) => pattern.test(command))?.[1]
}

export function gameOfName(name: string): Game | undefined {
  return BY_NAME.find(([pattern]) => pattern.test(name))?.[1]
}

export function gameOfPath(file: string): Game | undefined {
  return BY_PATH.find(([pattern]) => pattern.test(file))?.[1]
}

/** The first of: the command's syntax, then each context from the closest outwards. */
export function gameOf(command: string, contexts: readonly (Game | undefined)[]): Game | undefined {
  return gameOfSyntax(command) ?? contexts.find(game => game !== undefined)
}

export const isCounterStrike = (game: Game | undefined) => game === "cs2" || game === "cs16"
