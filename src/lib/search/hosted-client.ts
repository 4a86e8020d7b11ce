import { liteClient } from "algoliasearch/lite"
import { TIMEOUTS, type SearchConfig } from "./config"
import { createPatientRequester } from "./hosted-requester"

type HostedConfig = Extract<SearchConfig, { mode: "hosted" }>

/**
 * The hosted service's lite client: POSTs to the multi-index query endpoint with the
 * search-only key. Its transporter applies the search timeouts and keeps a failed host aside
 * for 2 minutes before trying it again. `hosts` points it at another server speaking the
 * same REST shape (plain http on localhost in tests).
 */
export function createHostedSearchClient(config: HostedConfig) {
  const hosts = config.hosts.map(url => ({
    url,
    accept: "read" as const,
    protocol: url.startsWith("localhost") || url.startsWith("127.") ? ("http" as const) : ("https" as const),
  }))
  return liteClient(config.appId, config.searchKey, {
    timeouts: TIMEOUTS,
    requester: createPatientRequester(),
    ...(hosts.length ? { hosts } : {}),
  })
}
