import { useEffect, type ReactNode } from "react"
import type { SitePageContext } from "../../lib/page-context"
import { createStorageSlot } from "../../lib/storage/storage"
import { useSidebarVisibility } from "../layout/SidebarVisibility"
import { Sidebar } from "../sidebar/Sidebar"
import { Breadcrumbs } from "./Breadcrumbs"
import { PrevNext } from "./PrevNext"

interface Props {
  context: SitePageContext
  aside?: ReactNode
  children: ReactNode
}

/** The only docs version that exists; kept per docs instance as SPEC §4 asks. */
const CURRENT_VERSION = "current"

/** Sidebar, article and (optionally) a right-hand column, as every docs page lays them out. */
export function DocLayout({ context, aside, children }: Props) {
  const { hidden, setHidden } = useSidebarVisibility()
  useEffect(() => {
    createStorageSlot(`docs-preferred-version-${context.section}`).set(CURRENT_VERSION)
  }, [context.section])
  return (
    <div className={`doc-layout${hidden ? " sidebar-hidden" : ""}`}>
      <div className="sidebar-container">
        {!hidden && (
          <Sidebar
            items={context.sidebar}
            current={context.pagePath}
            label={context.section === "api" ? "API sidebar" : "Docs sidebar"}
          />
        )}
        <button
          type="button"
          className="sidebar-visibility"
          aria-label={hidden ? "Show sidebar" : "Hide sidebar"}
          aria-expanded={!hidden}
          onClick={() => setHidden(!hidden)}
        >
          <span aria-hidden="true">{hidden ? "»" : "Hide sidebar"}</span>
        </button>
      </div>
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <article className="doc-article">
          <Breadcrumbs section={context.section} trail={context.breadcrumbs} current={context.title} />
          {children}
          <PrevNext previous={context.previous} next={context.next} />
        </article>
        {aside && <div className="doc-aside">{aside}</div>}
      </main>
    </div>
  )
}
