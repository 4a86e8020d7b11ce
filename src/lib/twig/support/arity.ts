/**
 * Argument-count checks driven by the definitions' own `args`, so "missing argument" errors
 * are consistent everywhere and always match the documented signature.
 */
import type { TwigArgument } from "../types"
import { fail } from "./values"

export function checkArity(name: string, args: TwigArgument[], given: unknown[]): void {
  if (args.some(arg => arg.name.startsWith("..."))) return
  const required = args.filter(arg => arg.required)
  // Twig.js passes nothing, not undefined, for omitted arguments; trailing undefined still counts as missing.
  const count = given.length
  if (count < required.length) {
    const missing = required[count]
    fail(name, `missing required argument "${missing.name}" (${signatureArgs(args)})`)
  }
  if (count > args.length) {
    fail(
      name,
      args.length === 0
        ? `takes no arguments, got ${count}`
        : `takes at most ${args.length} argument${args.length === 1 ? "" : "s"} (${signatureArgs(args)}), got ${count}`,
    )
  }
}

function signatureArgs(args: TwigArgument[]): string {
  return args.map(arg => (arg.required ? arg.name : `${arg.name} = ${arg.default ?? "null"}`)).join(", ")
}
