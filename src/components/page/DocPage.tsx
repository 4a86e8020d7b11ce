import type { HeadProps, PageProps } from "gatsby"
import { CopyPage } from "../copy-page/CopyPage"
import { PageFeedback } from "../feedback/PageFeedback"
import { DocLayout } from "./DocLayout"
import { LastUpdated } from "./LastUpdated"
import { PageSeoHead } from "../seo/PageSeoHead"
import { MobileToc } from "../toc/MobileToc"
import { TableOfContents } from "../toc/TableOfContents"
import type { DocPageContext } from "../../lib/page-context"
import { clientLinks, searchIgnore } from "../../lib/site-html/regions"
import { PageBody } from "./PageBody"

/** One docs or API page, its content as the build compiled it. */
export function DocPage({ pageContext }: PageProps<object, DocPageContext>) {
  return (
    <DocLayout context={pageContext} aside={<TableOfContents entries={pageContext.toc} />}>
      <header className="doc-title">
        <h1>{pageContext.title}</h1>
        <CopyPage path={pageContext.pagePath} />
      </header>
      <MobileToc key={pageContext.pagePath} entries={pageContext.toc} />
      <div className="markdown" {...clientLinks}>
        <PageBody body={pageContext.body} />
      </div>
      <PageFeedback path={pageContext.pagePath} reportUrl={pageContext.reportUrl} />
      <footer className="doc-footer" {...searchIgnore}>
        <LastUpdated date={pageContext.lastUpdated} />
        <a href={pageContext.editUrl} rel="noopener noreferrer">
          Edit this page
        </a>
        <a href={pageContext.reportUrl} rel="noopener noreferrer">
          Report a problem with this page
        </a>
      </footer>
    </DocLayout>
  )
}

export function DocPageHead({ pageContext }: HeadProps<object, DocPageContext>) {
  return <PageSeoHead context={pageContext} />
}
