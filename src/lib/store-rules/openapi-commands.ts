import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml"
import { GAMES, type Game } from "../product/rules-schema"
import { gameOf } from "./games"
import type { StoreCommand } from "./rules"

/** A command of an API example, with the product it was bought as (queue examples name it). */
export interface ApiCommand extends StoreCommand {
  product: string | undefined
}

const scalarText = (node: unknown): string | undefined =>
  isScalar(node) && typeof node.value === "string" ? node.value : undefined

/**
 * Every store command in the OpenAPI description: each `command` value of an example and each
 * entry of a `command` property's `examples`. The game comes from the command's syntax, else
 * from the example's name (`minecraft`, `fivem`, …).
 */
export function openApiCommands(file: string, source: string, resolve: (text: string) => string): ApiCommand[] {
  const lineCounter = new LineCounter()
  const document = parseDocument(source, { lineCounter })
  if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`)
  const found: ApiCommand[] = []
  const lineOf = (node: Node) => lineCounter.linePos(node.range?.[0] ?? 0).line

  const add = (node: Node, context: Game | undefined, product: string | undefined) => {
    const text = scalarText(node)
    if (text === undefined) return
    const command = resolve(text).trim()
    found.push({ file, line: lineOf(node), command, game: gameOf(command, [context]), product })
  }

  const walk = (node: unknown, context: Game | undefined) => {
    if (isSeq(node)) node.items.forEach(item => walk(item, context))
    if (!isMap(node)) return
    const product = node.items.find(pair => scalarText(pair.key) === "product")?.value
    const productName = isMap(product) ? scalarText(product.get("name", true)) : undefined
    for (const pair of node.items) {
      if (!isPair(pair)) continue
      const key = scalarText(pair.key)
      const game = GAMES.find(name => name === key) ?? context
      if (key === "command" && isScalar(pair.value)) add(pair.value, game, productName)
      else if (key === "command" && isMap(pair.value)) {
        const examples = pair.value.get("examples", true)
        if (isSeq(examples)) examples.items.forEach(item => add(item as Node, game, undefined))
      } else walk(pair.value, game)
    }
  }
  walk(document.contents, undefined)
  return found
}
