import type { GameRules } from "../product/rules-schema"
import { fivemApiViolations, fivemPageViolations } from "./fivem"
import { COUNTEREXAMPLE, mdxCommands } from "./mdx-commands"
import { openApiCommands } from "./openapi-commands"
import { formatViolation, storeRules, violationsOf } from "./rules"

export interface SourceFile {
  file: string
  source: string
}

/**
 * Every store command of the pages and of the API description checked against the store rules
 * the guides teach. Returns one message per problem: `file:line: command breaks rule. Fix: …`,
 * and a message for each counter-example block that has no title or breaks no rule (a mark
 * that hides nothing is removed, so it cannot hide a good command's later mistake).
 */
export function checkStoreCommands(
  pages: readonly SourceFile[],
  api: SourceFile,
  rules: GameRules,
  resolve: (text: string) => string,
): string[] {
  const checks = storeRules(rules)
  const problems: string[] = []
  for (const { file, source } of pages) {
    const { commands, counterexamples } = mdxCommands(file, source, resolve)
    const found = [...violationsOf(commands, checks), ...fivemPageViolations(commands, source, rules)]
    problems.push(...found.sort((a, b) => a.line - b.line).map(formatViolation))
    for (const block of counterexamples) {
      if (!block.titled) {
        problems.push(
          `${file}:${block.line}: a \`${COUNTEREXAMPLE}\` code block has no title. Fix: add title="…" saying what not to copy, so readers see it.`,
        )
      }
      if (violationsOf(block.commands, checks).length === 0) {
        problems.push(
          `${file}:${block.line}: a \`${COUNTEREXAMPLE}\` code block breaks no store rule. Fix: remove \`${COUNTEREXAMPLE}\` from its meta.`,
        )
      }
    }
  }
  const apiCommands = openApiCommands(api.file, api.source, resolve)
  problems.push(
    ...[...violationsOf(apiCommands, checks), ...fivemApiViolations(apiCommands, rules)].map(formatViolation),
  )
  return problems
}
