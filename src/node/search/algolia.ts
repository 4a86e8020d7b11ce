import { createHash } from "node:crypto"
import type { SearchRecord } from "../../lib/search/records"
import { TYPO_MIN_ONE, TYPO_MIN_TWO } from "../../lib/search/query"
import { SNIPPET_WORDS } from "../../lib/search/request-params"
import { WORD_JOINERS } from "../../lib/search/text"
import { checkedSite } from "../post-build/checked-site"

/**
 * Publishing to the hosted search service: with
 * ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME set, gatsby-plugin-algolia pushes
 * the same records the embedded index is built from. The admin key lives only here, in the
 * build's Node process: nothing under src/components reads it, and a test scans public/.
 */
export interface PublishEnv {
  ALGOLIA_APP_ID?: string
  ALGOLIA_ADMIN_KEY?: string
  ALGOLIA_INDEX_NAME?: string
  /** Optional `host:port` list: a local server speaking the same REST shape (tests). */
  ALGOLIA_HOSTS?: string
}

const NAMES = ["ALGOLIA_APP_ID", "ALGOLIA_ADMIN_KEY", "ALGOLIA_INDEX_NAME"] as const

export const PUBLISH_SKIPPED =
  "Search: hosted index not published (set ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME to publish); the embedded index is used."

/**
 * Index settings, derived from the rules the embedded index follows so both modes rank alike:
 * the same field order (page title, headings, section, text), every query word tried but none
 * required, question words ignored, plurals matched, typo tolerance by the same word lengths
 * (none on numbers), identifiers kept whole (`hex_to_rgb`, `Retry-After`, `1.6`), one result
 * per heading, and signposts (category indexes, "Related" lists) ranked last by weight.
 * The synonyms are published beside them (publish-synonyms.ts).
 */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    "unordered(hierarchy.lvl1)",
    "unordered(hierarchy.lvl2)",
    "unordered(hierarchy.lvl3)",
    "unordered(hierarchy.lvl4)",
    "unordered(hierarchy.lvl5)",
    "unordered(hierarchy.lvl6)",
    "unordered(hierarchy.lvl0)",
    "content",
  ],
  attributesForFaceting: ["language", "docTag"],
  attributesToHighlight: ["hierarchy", "content"],
  attributesToSnippet: [`content:${SNIPPET_WORDS}`],
  customRanking: ["asc(weight)"],
  distinct: true,
  attributeForDistinct: "url",
  queryType: "prefixLast",
  removeWordsIfNoResults: "allOptional",
  removeStopWords: ["en"],
  ignorePlurals: ["en"],
  queryLanguages: ["en"],
  indexLanguages: ["en"],
  typoTolerance: true,
  minWordSizefor1Typo: TYPO_MIN_ONE,
  minWordSizefor2Typos: TYPO_MIN_TWO,
  disableTypoToleranceOnNumbers: true,
  separatorsToIndex: WORD_JOINERS,
}

/** A record as published: the plugin compares `internal.contentDigest` to push only what changed. */
export function toPublishedObject(record: SearchRecord) {
  const contentDigest = createHash("sha256").update(JSON.stringify(record)).digest("hex").slice(0, 32)
  return { id: record.objectID, ...record, internal: { contentDigest } }
}

export function hostsOf(list: string | undefined) {
  return (list ?? "")
    .split(",")
    .map(host => host.trim())
    .filter(Boolean)
    .map(url => ({ url, protocol: (/^(localhost|127\.)/.test(url) ? "http" : "https") as "http" | "https" }))
}

/**
 * The gatsby-plugin-algolia entry, or null when publishing is not configured. A partial
 * configuration is a mistake worth stopping for: it names what is missing.
 */
export function algoliaPlugin(env: PublishEnv) {
  const values = NAMES.map(name => env[name]?.trim() ?? "")
  const missing = NAMES.filter((_, i) => !values[i])
  if (missing.length === NAMES.length) return null
  if (missing.length > 0) {
    throw new Error(
      `Search publishing is half configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
        `Set all of ${NAMES.join(", ")} to publish the hosted index, or none of them to use only the embedded index.`,
    )
  }
  const [appId, apiKey, indexName] = values
  const hosts = hostsOf(env.ALGOLIA_HOSTS)
  return {
    resolve: "gatsby-plugin-algolia",
    options: {
      appId,
      apiKey,
      indexName,
      // The records come from the final HTML (as for the embedded index), read after the build by
      // plugins/questforge-post-build, which the config (src/node/gatsby-api/config.ts) lists before this plugin.
      queries: [
        {
          query: "{ site { id } }",
          // The records of the one post-build reading, and only once the site passed its checks:
          // otherwise this throws before the plugin writes anything, and the build fails.
          transformer: () => checkedSite().records.map(toPublishedObject),
          indexName,
          settings: INDEX_SETTINGS,
        },
      ],
      chunkSize: 1000,
      algoliasearchOptions: { timeouts: { connect: 2, read: 10, write: 30 }, ...(hosts.length ? { hosts } : {}) },
    },
  }
}
