import { defineConfig } from "@playwright/test"

const PORT = Number(process.env.E2E_PORT ?? 9311)

/**
 * Browser tests run against the production build served like a static host
 * (scripts/serve.mjs), in Debian's Chromium: Playwright cannot download browsers here.
 */
export default defineConfig({
  testDir: "e2e",
  // The development server has its own configuration (playwright.develop.config.ts).
  testIgnore: "develop/**",
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The fault matrix (e2e/fault-matrix.spec.ts) adds its runs up into one total line.
  reporter: [[process.env.CI ? "dot" : "list"], ["./e2e/support/fault-matrix-reporter.ts"]],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
