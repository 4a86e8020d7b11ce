/**
 * The contract between the page markup and what reads the built HTML after the build (search
 * records, the link check): regions are marked with data attributes, as Pagefind marks them
 * with `data-pagefind-body` / `data-pagefind-ignore`, never recognised by CSS class names, so
 * restyling a component cannot silently change the search index or the link check.
 * Components spread the objects below; src/node/post-build reads the attribute names.
 */

/** The page's own content: only text inside it becomes search records. */
export const SEARCH_BODY = "data-search-body"
/** A region inside the content that is not content (breadcrumbs, footer, previous/next, live examples, heading anchors). */
export const SEARCH_IGNORE = "data-search-ignore"
/** The value names the section a page's records belong to (the first level of search hits). */
export const SEARCH_SECTION = "data-search-section"
/** A region whose links and ids belong to sample output, not to the docs (live example previews). */
export const LINKS_IGNORE = "data-links-ignore"

export const searchBody = { [SEARCH_BODY]: "" } as const
export const searchIgnore = { [SEARCH_IGNORE]: "" } as const
export const linksIgnore = { [LINKS_IGNORE]: "" } as const
export const searchSection = (label: string) => ({ [SEARCH_SECTION]: label }) as const

/** A region whose plain `<a>` page links the browser routes on the client (src/app/content-links.ts). */
export const CLIENT_LINKS = "data-client-links"
export const clientLinks = { [CLIENT_LINKS]: "" } as const
