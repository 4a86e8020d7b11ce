import type { Page } from "@playwright/test"

/** Collects CSP violations: the DOM event in every document, and the console's reports. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on("console", message => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}
