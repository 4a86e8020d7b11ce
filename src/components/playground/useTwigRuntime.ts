import { useCallback, useRef, useState } from "react"
import type { renderLive } from "./twig-runtime"

type Render = typeof renderLive

let runtime: Promise<Render> | null = null

function loadRuntime(): Promise<Render> {
  if (!runtime) {
    runtime = import(/* webpackChunkName: "twig-runtime" */ "./twig-runtime")
      .then(module => module.renderLive)
      .catch(error => {
        runtime = null // a failed download is tried again on the next edit
        throw error
      })
  }
  return runtime
}

/**
 * Loads the Twig runtime on first need (focus or edit of a live example), shared by all
 * examples on the page. `status` says whether edits can be rendered yet.
 */
export function useTwigRuntime() {
  const [status, setStatus] = useState<"idle" | "loading" | "ready" | "failed">("idle")
  const render = useRef<Render | null>(null)
  const load = useCallback(() => {
    if (render.current) return Promise.resolve(render.current)
    setStatus("loading")
    return loadRuntime().then(
      loaded => {
        render.current = loaded
        setStatus("ready")
        return loaded
      },
      error => {
        setStatus("failed")
        throw error
      },
    )
  }, [])
  return { status, load }
}
