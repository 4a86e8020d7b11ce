import { SECTIONS, type Section } from "../lib/sidebar/types"

/**
 * The folders the site's pages are sourced from (gatsby-source-filesystem, one instance each),
 * by section (`SECTIONS`): the instance's name is the section a page belongs to.
 */
export const CONTENT_SOURCES = (Object.keys(SECTIONS) as Section[]).map(name => ({
  name,
  dir: SECTIONS[name].contentDir,
}))
