/** The changelog page and its Atom feed: one address for every page's head link, the build and the headers. */
export const CHANGELOG_PAGE = "/reference/changelog"
export const CHANGELOG_FEED = "/changelog.xml"
export const ATOM_TYPE = "application/atom+xml; charset=utf-8"
