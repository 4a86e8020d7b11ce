import type { GatsbyBrowser } from "gatsby"
import { Shell } from "../components/layout/Shell"
import type { SitePageContext } from "../lib/page-context"
import { PageErrorBoundary } from "./PageErrorBoundary"

/** The shell wraps every page, in the browser and in server rendering alike. */
export const wrapPageElement: NonNullable<GatsbyBrowser["wrapPageElement"]> = ({ element, props }) => {
  const context = props.pageContext as Partial<SitePageContext> | undefined
  // The outer boundary is not keyed by path (that would remount the shell on every page); it
  // clears itself when the path changes.
  return (
    <PageErrorBoundary scope="site" resetKey={props.location.pathname}>
      <Shell
        pathname={props.location.pathname}
        section={context?.section ?? null}
        current={context?.pagePath ?? props.location.pathname}
      >
        <PageErrorBoundary key={props.location.pathname}>{element}</PageErrorBoundary>
      </Shell>
    </PageErrorBoundary>
  )
}
