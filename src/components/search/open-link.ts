import { navigate } from "gatsby"
import type { HitLink } from "../../lib/search/hit-url"

/** Internal links go through the client router; new-tab requests and external links open a tab. */
export function openLink(link: HitLink, newTab: boolean, beforeNavigate: () => void = () => undefined): void {
  if (newTab || link.external) {
    window.open(link.href, "_blank", "noopener,noreferrer")
    return
  }
  beforeNavigate()
  void navigate(link.href)
}
