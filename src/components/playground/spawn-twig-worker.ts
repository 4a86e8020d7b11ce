import type { WorkerLike } from "./twig-worker-client"

/**
 * The playground worker, bundled by webpack as its own chunk (named twig-runtime, so pages
 * without live examples can be checked never to fetch it). Kept apart from the client so the
 * client's tests, which run as CommonJS, never meet `import.meta`.
 */
export function spawnTwigWorker(): WorkerLike {
  return new Worker(/* webpackChunkName: "twig-runtime" */ new URL("./twig.worker.ts", import.meta.url)) as WorkerLike
}
