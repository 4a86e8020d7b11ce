import { useCallback, useState } from "react"
import type { LiveResult } from "./twig-runtime"
import { spawnTwigWorker } from "./spawn-twig-worker"
import { TwigWorkerClient } from "./twig-worker-client"

// One worker for every live example of the page: the runtime loads once.
let client: TwigWorkerClient | null = null
const shared = () => (client ??= new TwigWorkerClient(spawnTwigWorker))

export type RuntimeStatus = "idle" | "loading" | "ready" | "failed"

/**
 * The Twig runtime, loaded on first need (focus or edit of a live example). `render` resolves
 * to the result, to `undefined` when a newer template replaced this one before it ran, and
 * rejects when the runtime cannot be loaded; `status` says which of these the reader is in.
 */
export function useTwigRuntime() {
  const [status, setStatus] = useState<RuntimeStatus>("idle")
  const track = useCallback(<T>(work: Promise<T>): Promise<T> => {
    setStatus(current => (current === "ready" ? current : "loading"))
    return work.then(
      value => {
        setStatus("ready")
        return value
      },
      error => {
        setStatus("failed")
        throw error
      },
    )
  }, [])
  const load = useCallback(() => track(shared().load()), [track])
  const render = useCallback(
    (source: string): Promise<LiveResult | undefined> => track(shared().render(source)),
    [track],
  )
  return { status, load, render }
}
