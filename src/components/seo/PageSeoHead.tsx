import type { SitePageContext } from "../../lib/page-context"
import { SeoHead } from "./SeoHead"

/** The head of a docs, API or category page, from its page context. */
export function PageSeoHead({ context }: { context: SitePageContext }) {
  return (
    <SeoHead
      title={context.title}
      description={context.description}
      path={context.pagePath}
      image={context.ogImage}
      modifiedTime={context.kind === "doc" ? context.lastUpdated : null}
    />
  )
}
