import { useEffect, type ReactNode } from "react"
import type { SitePageContext } from "../../lib/page-context"
import { searchBody } from "../../lib/site-html/regions"
import { createStorageSlot } from "../../lib/storage/storage"
import { Breadcrumbs } from "./Breadcrumbs"
import { PrevNext } from "./PrevNext"

interface Props {
  context: SitePageContext
  aside?: ReactNode
  children: ReactNode
}

/**
 * The docs version the reader reads, kept in local storage per docs section (docs, API) as
 * `docs-preferred-version-<section>`: a link or tool that opens the docs without a version
 * takes the reader's. One version exists, "current", and every docs page records it.
 */
const CURRENT_VERSION = "current"

/**
 * Article and (optionally) a right-hand column, as every docs page lays them out. The sidebar
 * beside it belongs to the shell (DocsFrame), which stays mounted from page to page.
 */
export function DocLayout({ context, aside, children }: Props) {
  useEffect(() => {
    createStorageSlot(`docs-preferred-version-${context.section}`).set(CURRENT_VERSION)
  }, [context.section])
  return (
    <main id="main-content" className="doc-main" tabIndex={-1}>
      <article className="doc-article" {...searchBody}>
        <Breadcrumbs section={context.section} trail={context.breadcrumbs} current={context.title} />
        {children}
        <PrevNext previous={context.previous} next={context.next} />
      </article>
      {aside && <div className="doc-aside">{aside}</div>}
    </main>
  )
}
