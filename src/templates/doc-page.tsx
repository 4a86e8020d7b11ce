import type { HeadProps, PageProps } from "gatsby"
import { CopyPage } from "../components/copy-page/CopyPage"
import { PageFeedback } from "../components/feedback/PageFeedback"
import { DocLayout } from "../components/page/DocLayout"
import { LastUpdated } from "../components/page/LastUpdated"
import { PageSeoHead } from "../components/seo/SeoHead"
import { TableOfContents } from "../components/toc/TableOfContents"
import type { DocPageContext } from "../lib/page-context"
import { searchIgnore } from "../lib/site-html/regions"

/** One MDX page; gatsby-plugin-mdx passes the compiled body as children. */
export default function DocPage({ pageContext, children }: PageProps<object, DocPageContext>) {
  return (
    <DocLayout context={pageContext} aside={<TableOfContents entries={pageContext.toc} />}>
      <header>
        <h1>{pageContext.title}</h1>
        <CopyPage path={pageContext.pagePath} />
      </header>
      <div className="markdown">{children}</div>
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

export function Head({ pageContext }: HeadProps<object, DocPageContext>) {
  return <PageSeoHead context={pageContext} />
}
