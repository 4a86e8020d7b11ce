#!/usr/bin/env node
// `npm run bench -- --authoring [--rounds N]`: how long an author waits. On a copy of the site's
// tracked files in a scratch folder (the repository's public/ and .cache/ stay as they are):
// - warm rebuild: `npm run build` once, one page's MDX edited and `npm run build` again (a clone's
//   second build, which writes Node's compile cache: scripts/gatsby-env.mjs), then a second edit
//   and the warm rebuild an author waits for from then on;
// - the development server, cold (no .cache/, and no .build/ with the compiled build hooks, as in
//   a fresh clone) and warm (what its previous start left):
//   seconds from `npm run develop` to the page's title in Chromium, and from saving an edit of
//   that page's MDX to the new heading in the open tab (no reload).
// Rounds alternate cold and warm starts, so both see the same machine state.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { copySite, gatsby } from "./bench-scale.mjs"

const PAGE = "/basic/website-pages/"
const SOURCE = "content/docs/basic/website-pages.mdx"
const TITLE = "Pages"
// DEVELOP_PORT as for the development smoke test (playwright.develop.config.ts).
const PORT = Number(process.env.DEVELOP_PORT ?? 9419)

const since = start => Number(process.hrtime.bigint() - start) / 1e9

function appendHeading(site, heading) {
  const file = path.join(site, SOURCE)
  writeFileSync(file, `${readFileSync(file, "utf8")}\n## ${heading}\n\nAdded by the authoring benchmark.\n`)
}

/** Starts the development server, opens the page, then edits it; both waits in seconds. */
export async function developRound(site, browser) {
  const start = process.hrtime.bigint()
  const server = spawn(process.execPath, ["scripts/develop.mjs", "-p", String(PORT)], {
    cwd: site,
    stdio: "ignore",
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  const page = await browser.newPage()
  try {
    let firstPage = null
    while (firstPage === null) {
      if (since(start) > 600) throw new Error("the development server served nothing within 10 minutes")
      try {
        await page.goto(`http://localhost:${PORT}${PAGE}`, { timeout: 120_000 })
        await page.getByRole("heading", { level: 1, name: TITLE }).waitFor({ timeout: 120_000 })
        firstPage = since(start)
      } catch {
        await new Promise(resolve => setTimeout(resolve, 250))
      }
    }
    const heading = `Edited while benchmarking ${Date.now()}`
    const edited = process.hrtime.bigint()
    appendHeading(site, heading)
    await page.getByRole("heading", { name: heading }).waitFor({ timeout: 120_000 })
    return { firstPage, edit: since(edited) }
  } finally {
    await page.close()
    process.kill(-server.pid, "SIGTERM")
    await new Promise(resolve => server.once("exit", resolve))
  }
}

export async function benchAuthoring({ rounds = 1 } = {}) {
  const site = mkdtempSync(path.join(os.tmpdir(), "qf-authoring-"))
  const original = () => writeFileSync(path.join(site, SOURCE), readFileSync(SOURCE, "utf8"))
  copySite(process.cwd(), site)
  const results = { secondBuild: [], rebuild: [], developCold: [], developWarm: [] }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  })
  try {
    for (let round = 1; round <= rounds; round += 1) {
      original()
      gatsby(site, ["build"], "build-first.log")
      appendHeading(site, `Edited for a second build ${round}`)
      results.secondBuild.push(gatsby(site, ["build"], "build-second.log").seconds)
      appendHeading(site, `Edited for a rebuild ${round}`)
      results.rebuild.push(gatsby(site, ["build"], "build-warm.log").seconds)
      console.log(
        `round ${round}: warm rebuild after one page's edit ${results.rebuild.at(-1).toFixed(1)} s ` +
          `(the clone's second build, writing Node's compile cache: ${results.secondBuild.at(-1).toFixed(1)} s)`,
      )

      original()
      for (const dir of [".cache", ".build"]) rmSync(path.join(site, dir), { recursive: true, force: true })
      rmSync(path.join(site, "public"), { recursive: true, force: true })
      results.developCold.push(await developRound(site, browser))
      original()
      results.developWarm.push(await developRound(site, browser))
      for (const [name, runs] of [
        ["cold", results.developCold],
        ["warm", results.developWarm],
      ]) {
        const { firstPage, edit } = runs.at(-1)
        console.log(
          `round ${round}: develop ${name}: first page ${firstPage.toFixed(1)} s, edit shown ${edit.toFixed(1)} s`,
        )
      }
    }
  } finally {
    await browser.close()
    rmSync(site, { recursive: true, force: true })
  }
  return results
}
