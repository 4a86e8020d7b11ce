import { mkdirSync, writeFileSync } from "node:fs"
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter"
import { ATTACHMENT, type RunRecord } from "./fault-run"

/**
 * Adds up the fault-matrix runs (attached by e2e/fault-matrix.spec.ts) into one total line,
 * printed once at the end and written to test-results/fault-matrix.json. Silent when the
 * matrix did not run.
 */
export default class FaultMatrixReporter implements Reporter {
  private runs: RunRecord[] = []

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name === ATTACHMENT && attachment.body) this.runs.push(...JSON.parse(attachment.body.toString()))
    }
  }

  onEnd(): void {
    if (this.runs.length === 0) return
    const total = {
      runs: this.runs.length,
      failures: this.runs.filter(run => run.failures.length > 0).length,
      executions: this.runs.reduce((sum, run) => sum + run.executions, 0),
      entriesLost: this.runs.reduce((sum, run) => sum + run.entriesLost, 0),
      uncaughtErrors: this.runs.reduce((sum, run) => sum + run.uncaught.length, 0),
      serverCrashes: this.runs.reduce((sum, run) => sum + (run.crashes ?? 0), 0),
    }
    mkdirSync("test-results", { recursive: true })
    writeFileSync(
      "test-results/fault-matrix.json",
      `${JSON.stringify({ total, failed: this.runs.filter(run => run.failures.length > 0) }, null, 2)}\n`,
    )
    console.log(
      `fault matrix: ${total.runs} runs, ${total.failures} failures, ${total.executions} executions, ` +
        `${total.entriesLost} entries lost, ${total.uncaughtErrors} uncaught errors, ${total.serverCrashes} server crashes`,
    )
  }

  printsToStdio(): boolean {
    return false
  }
}
