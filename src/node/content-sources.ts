/**
 * The folders the site's pages are sourced from (gatsby-source-filesystem, one instance each),
 * by section: the instance's name is the section a page belongs to.
 */
export const CONTENT_SOURCES = [
  { name: "docs", dir: "content/docs" },
  { name: "api", dir: "content/api" },
] as const
