// The early page compile's bundle (src/node/page-body/ahead-run.ts). Loaded by scripts/build.mjs
// for startCompileAhead, it requires Node's modules only; run as `node compile-ahead.cjs
// <pages> <twins> <mock> [<changed since>]`, it loads the page compile and compiles the pages.
export { endCompileAhead, startCompileAhead } from "../page-body/ahead-run"
export { earlyCompileScope } from "../page-body/ahead-scope"

if (require.main === module) {
  const [pages, twins, mock, since] = process.argv.slice(2)
  import("../page-body/ahead")
    .then(({ compileAhead }) => {
      if (!pages || !twins || !mock)
        throw new Error("usage: node compile-ahead.cjs <pages file> <twins file> <mock file> [<changed since, ms>]")
      return compileAhead({ pages, twins, mock }, since === undefined ? undefined : Number(since))
    })
    .catch((error: unknown) => {
      // Nothing is lost: createPages compiles every page itself when there is no result.
      console.error(`The early page compile stopped: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 1
    })
}
