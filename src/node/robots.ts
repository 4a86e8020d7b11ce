import { writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { loadProduct } from "./product"

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
}

/** robots.txt is generated so that its sitemap address follows the configured docs URL. */
export const writeRobotsTxt: NonNullable<GatsbyNode["onPostBuild"]> = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  writeFileSync(path.join(program.directory, "public", "robots.txt"), robotsTxt(loadProduct().urls.docs))
}
