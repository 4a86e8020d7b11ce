#!/usr/bin/env node
// `npm test`'s hold on the first-load budget: after the build, the JavaScript each kind of page
// loads on its first visit (the scripts its HTML names and its template's chunks, gzip, measured
// as `npm run bench` measures it) must stay within FIRST_LOAD_BUDGET_KB. A dependency upgrade or
// a component that drags a library into every page fails here, not in a later benchmark.
import path from "node:path"
import { FIRST_LOAD_BUDGET_KB, firstLoad, PAGE_TYPES } from "./bench-first-load.mjs"

const publicDir = path.resolve("public")
const kb = bytes => (bytes / 1024).toFixed(1)
let over = 0
for (const [kind, route] of Object.entries(PAGE_TYPES)) {
  const { jsGzip, jsFiles } = firstLoad(publicDir, route)
  const within = jsGzip <= FIRST_LOAD_BUDGET_KB * 1024
  if (!within) over += 1
  console.log(
    `${within ? "ok  " : "OVER"} ${kind.padEnd(10)} ${route.padEnd(40)} ${kb(jsGzip)} KB gzip in ${jsFiles} scripts`,
  )
}
if (over > 0) {
  console.error(
    `${over} page type(s) load more than ${FIRST_LOAD_BUDGET_KB} KB of JavaScript (gzip) first. ` +
      "Fix: find what grew with `npm run bench` (its first-load table), and load it later (a lazy import) or drop it.",
  )
  process.exit(1)
}
console.log(`First-load JavaScript within ${FIRST_LOAD_BUDGET_KB} KB gzip on every page type.`)
