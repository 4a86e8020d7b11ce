import { findBrokenLinks, formatBrokenLinks } from "./check-links"
import type { BuiltPage } from "./check-links"
import { publicFileExists } from "./read-site"

/**
 * Broken links fail the site build. Runs on the final HTML (read once, see
 * src/node/post-build), so every link counts. Returns the failure message, or null.
 */
export function checkBuiltLinks(pages: BuiltPage[], publicDir: string): string | null {
  const broken = findBrokenLinks(pages, publicFileExists(publicDir))
  return broken.length ? formatBrokenLinks(broken) : null
}
