import { fetchTextUnlessStalled } from "../../retry/stalled-fetch"
import { LOCAL_INDEX_URL } from "../config"
import { createSearchClient } from "../local-client"
import { createCurrentIndex } from "./current-index"
import { parseManifest } from "./format"
import type { WorkerAnswer, WorkerRequest } from "./protocol"
import { shardSource } from "./source"

/**
 * The embedded search, run in a Web Worker so parsing shards and ranking never hold up the
 * page. Built by the site's build into `/search-worker.js` (src/node/search/worker-script.ts):
 * a same-origin script, which the site's CSP allows as `worker-src 'self'`.
 * Every answer is a result or an error (./protocol.ts), so a missing or damaged piece reaches
 * the UI as a failed search.
 */

/** How long a download may make no progress before the search says it cannot load. */
const STALL_MS = 15_000

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
  postMessage(answer: WorkerAnswer): void
}
const fetchText = (path: string) => fetchTextUnlessStalled(path, STALL_MS)
const index = createCurrentIndex(
  () => fetchText(LOCAL_INDEX_URL).then(parseManifest),
  manifest => shardSource(manifest, fetchText),
)
const client = createSearchClient(index.get)
// Every query needs the manifest first: asked for as the worker starts, while the page is still
// loading and running the modal's code, rather than when the first message arrives.
index.get().catch(() => undefined)

scope.onmessage = async ({ data }: MessageEvent<WorkerRequest>) => {
  try {
    const result = data.type === "search" ? await client.search(data.requests) : (await index.get(), null)
    scope.postMessage({ id: data.id, result } satisfies WorkerAnswer)
  } catch (error) {
    void index.failed()
    scope.postMessage({
      id: data.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies WorkerAnswer)
  }
}
