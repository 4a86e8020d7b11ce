import { useEffect, useState } from "react"
import { NARROW_QUERY, SNIPPET_WORDS, SNIPPET_WORDS_NARROW } from "../../lib/search/request-params"

/** Snippets of up to 10 words, 5 on narrow screens; follows the window as it resizes. */
export function useSnippetWords(): number {
  const [narrow, setNarrow] = useState(() => typeof window !== "undefined" && window.matchMedia(NARROW_QUERY).matches)
  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY)
    const onChange = () => setNarrow(media.matches)
    onChange()
    media.addEventListener("change", onChange)
    return () => media.removeEventListener("change", onChange)
  }, [])
  return narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS
}
