import type { PageBlocks, SearchRecord } from "../../lib/search/records"
import type { HtmlReader } from "../post-build/html-reader"
import { searchReader } from "./extract"

/**
 * The search reader for one built page, or null for the pages search leaves out (the
 * not-found pages). `/api` is served at `/api/`, the address search results link to.
 */
export function pageSearchReader(pagePath: string): HtmlReader<PageBlocks | null> | null {
  if (pagePath.startsWith("/404")) return null
  return searchReader(pagePath === "/api" ? "/api/" : pagePath)
}

/** Records in one stable order, so the embedded index and the hosted records do not depend on file order. */
export const byObjectId = (a: SearchRecord, b: SearchRecord) => a.objectID.localeCompare(b.objectID)
