/** Small builders that keep the definition files readable: one line per argument. */
import type { TwigArgument } from "../types"
import { LIMIT_MAX } from "./values"

/** A required argument. */
export function req(name: string, type: string, description: string): TwigArgument {
  return { name, type, required: true, description }
}

/** An optional argument; `fallback` is its default written as Twig source (`'USD'`, `2`, `null`). */
export function opt(name: string, type: string, fallback: string, description: string): TwigArgument {
  return { name, type, required: false, default: fallback, description }
}

/** A rest argument (`...values`); the engine accepts any number of values for it. */
export function rest(name: string, type: string, description: string): TwigArgument {
  return { name: `...${name}`, type, required: false, description }
}

export const LIMIT_NOTE = `A \`limit\` that is not an integer from 1 to ${LIMIT_MAX} is an error.`
