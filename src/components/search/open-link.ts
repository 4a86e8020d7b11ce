import { navigate } from "gatsby"
import type { HitLink } from "../../lib/search/hit-url"
import { HIGHLIGHT_STATE_KEY } from "./highlight-terms"

/**
 * Internal links go through the client router; new-tab requests and external links open a tab.
 * `highlight` (the query's words) rides along in the history state, so the page opened can
 * mark them (src/app/browser-hooks.ts onRouteUpdate) without putting them in its URL.
 */
export function openLink(
  link: HitLink,
  newTab: boolean,
  beforeNavigate: () => void = () => undefined,
  highlight: string[] = [],
): void {
  if (newTab || link.external) {
    window.open(link.href, "_blank", "noopener,noreferrer")
    return
  }
  beforeNavigate()
  void navigate(link.href, highlight.length > 0 ? { state: { [HIGHLIGHT_STATE_KEY]: highlight } } : undefined)
}
