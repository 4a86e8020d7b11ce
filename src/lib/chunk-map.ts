/**
 * Gatsby inlines its chunk map (page component → script files, one entry per page) into
 * every HTML page, where it is used only to prefetch the scripts of pages a reader may open
 * next. The site ships it instead as one file per build, named by the build's compilation
 * hash (so it can be cached for good), fetched once when the page is idle.
 */
export const chunkMapUrl = (compilationHash: string): string => `/chunk-map-${compilationHash}.json`

/** The id of the inline script Gatsby writes the map into (gatsby/cache-dir/static-entry.js). */
export const CHUNK_MAP_SCRIPT_ID = "gatsby-chunk-mapping"
