import { useEffect, useState } from "react"

/** Copies the code to the clipboard and says so for two seconds (also to screen readers). */
export function CopyButton({ getText }: { getText: () => string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle")
  useEffect(() => {
    if (state === "idle") return undefined
    const timer = window.setTimeout(() => setState("idle"), 2000)
    return () => window.clearTimeout(timer)
  }, [state])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getText().replace(/\n$/, ""))
      setState("copied")
    } catch {
      setState("failed")
    }
  }
  return (
    <button type="button" className="code-copy" onClick={copy} aria-label="Copy code to clipboard">
      <span aria-live="polite">{state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy"}</span>
    </button>
  )
}
