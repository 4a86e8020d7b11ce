import type { Compiler } from "webpack"
import { mdxPagesOf, serializeAhead, type StorePage } from "../markdown/page-bodies"

/** Gatsby's store, as far as this reads it. */
export interface PagesStore {
  getState(): { pages: Map<string, StorePage> }
}

const NAME = "MarkdownWhileRendering"

/**
 * HTML renderer bundle of `gatsby build`: once it is built, Gatsby hands the pages to its worker
 * process to render and its own thread mostly waits (~6 s at +1,000 pages on two cores). The
 * Markdown twins' bodies are serialised in that wait (../markdown/page-bodies.ts), in slices that
 * leave the thread free to feed the worker; the post-build step takes them.
 */
export class MarkdownWhileRendering {
  constructor(private readonly store: PagesStore) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap(NAME, stats => {
      // A renderer that failed to build ends the build; nothing to get ahead of.
      if (!stats.hasErrors()) serializeAhead(mdxPagesOf(this.store.getState().pages.values()))
    })
  }
}
