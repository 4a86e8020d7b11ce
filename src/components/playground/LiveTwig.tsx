import { island } from "../../app/island-component"
import type { LiveTwigProps } from "./LiveTwigEditor"

/**
 * A live Twig example as pages use it (imported by src/node/remark-twig.ts): an island, so the
 * editor's code (2.6 KB gzip) is not part of the page's first-load JavaScript. The page's HTML
 * shows the example in full; it becomes editable once its chunk has arrived, right after the
 * page hydrates (how: src/app/islands.ts).
 */
export const LiveTwig = island<LiveTwigProps>(
  () => import(/* webpackChunkName: "live-twig" */ "./LiveTwigEditor").then(module => module.LiveTwigEditor),
  "figure",
  "LiveTwig",
)
