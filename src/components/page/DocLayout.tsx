import React, { type ReactNode } from "react"
import type { SitePageContext } from "../../lib/page-context"
import { Sidebar } from "../sidebar/Sidebar"
import { Breadcrumbs } from "./Breadcrumbs"
import { PrevNext } from "./PrevNext"

interface Props {
  context: SitePageContext
  aside?: ReactNode
  children: ReactNode
}

/** Sidebar, article and (optionally) a right-hand column, as every docs page lays them out. */
export function DocLayout({ context, aside, children }: Props) {
  return (
    <div className="doc-layout">
      <Sidebar
        items={context.sidebar}
        current={context.pagePath}
        label={context.section === "api" ? "API sidebar" : "Docs sidebar"}
      />
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
