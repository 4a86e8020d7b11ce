import type { GatsbyNode } from "gatsby"
import { hostedSynonyms } from "../../lib/search/synonyms"
import { ROOT_DIR } from "../product"
import { hostsOf } from "./algolia"
import { loadSynonyms } from "./synonyms-file"

/**
 * Publishes content/search-synonyms.yaml to the hosted index (gatsby-plugin-algolia publishes
 * records and settings but not synonyms), replacing what was there, so the hosted index
 * knows the same vocabulary the embedded one applies. Runs only when publishing is configured.
 */
export const publishSynonyms: NonNullable<GatsbyNode["onPostBuild"]> = async ({ reporter }) => {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName, ALGOLIA_HOSTS } = process.env
  if (!appId || !apiKey || !indexName) return
  const synonymHit = hostedSynonyms(loadSynonyms(ROOT_DIR))
  const hosts = hostsOf(ALGOLIA_HOSTS).map(host => ({ ...host, accept: "readWrite" as const }))
  // Loaded here, not with the build's code: most builds publish nothing, and the client takes
  // ~30 ms to load.
  const { algoliasearch } = await import("algoliasearch")
  const client = algoliasearch(appId, apiKey, hosts.length ? { hosts } : {})
  await client.saveSynonyms({ indexName, synonymHit, replaceExistingSynonyms: true })
  reporter.info(`Search: ${synonymHit.length} synonym rules published to the hosted index.`)
}
