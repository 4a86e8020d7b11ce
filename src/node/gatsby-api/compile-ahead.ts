// The early page compile's bundle (src/node/page-body/ahead-run.ts). Loaded by scripts/build.mjs
// for startCompileAhead, it requires Node's modules only; run as `node compile-ahead.cjs
// <pages> <twins> <mock> [<changed since>]`, it loads the page compile and compiles the pages.
export { endCompileAhead, startCompileAhead } from "../page-body/ahead-run"
export { earlyCompileScope } from "../page-body/ahead-scope"

if (require.main === module) {
  import("../page-body/ahead")
    .then(({ compileAhead }) =>
      compileAhead(
        { pages: process.argv[2]!, twins: process.argv[3]!, mock: process.argv[4]! },
        process.argv[5] === undefined ? undefined : Number(process.argv[5]),
      ),
    )
    .catch((error: unknown) => {
      // Nothing is lost: createPages compiles every page itself when there is no result.
      console.error(`The early page compile stopped: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 1
    })
}
