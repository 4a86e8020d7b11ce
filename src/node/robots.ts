import { writeFileSync } from "node:fs"
import path from "node:path"
import { loadProduct } from "./product"

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
}

/** robots.txt is generated so that its sitemap address follows the configured docs URL. */
export function writeRobotsTxt(publicDir: string): void {
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(loadProduct().urls.docs))
}
