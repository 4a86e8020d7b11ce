import { defineConfig } from "@playwright/test"

const PORT = Number(process.env.DEVELOP_PORT ?? 9313)

/**
 * The development server's smoke test (e2e/develop/): `npm run develop` starts, serves a
 * page, and an edit to that page's MDX shows up in the open tab. Run by `npm test` after the
 * production checks, with public/ set aside, since the development server writes there.
 */
export default defineConfig({
  testDir: "e2e/develop",
  timeout: 180_000,
  workers: 1,
  retries: 0,
  reporter: [[process.env.CI ? "dot" : "list"]],
  outputDir: "test-results/develop-artifacts",
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `node scripts/develop.mjs -p ${PORT}`,
    url: `http://localhost:${PORT}/basic/website-pages/`,
    reuseExistingServer: false,
    // The first start bundles the whole site for development: minutes on a loaded two-core machine.
    timeout: 300_000,
    stdout: "ignore",
  },
})
