/**
 * The markup contract between a compiled page's static HTML strings (src/lib/mdx/static-html.ts,
 * the build) and the browser runtime that reads them back (src/app/static-html.ts).
 */

/** On each element whose inside is a string: the string's number within the page. */
export const STATIC_HTML_INDEX = "data-h"
/** On the element holding a page's content: the content hash of the page's strings. */
export const STATIC_HTML_ROOT = "data-static-html"
/** The function a compiled page calls for string n (declared by src/node/mdx-static-html.ts). */
export const STATIC_HTML_LOOKUP = "_staticHtml"
/** Where the browser bundle's string files live, under the site's root. */
export const STATIC_HTML_DIR = "static-html"
