import type { Page } from "@playwright/test"

/** The URL of every request the page starts from now on, in order, growing as the test runs. */
export function recordRequests(page: Page): string[] {
  const requests: string[] = []
  page.on("request", request => requests.push(request.url()))
  return requests
}
