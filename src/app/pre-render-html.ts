import type { GatsbySSR } from "gatsby"
import { linkGlobalStylesheet } from "./linked-stylesheet"
import { pageIndependentPostBody } from "./page-path-script"

/** True in a `QF_STOCK_BUILD=1` build, which leaves Gatsby's HTML as Gatsby writes it (src/node/webpack). */
declare const __STOCK_BUILD__: boolean | undefined

type HeadComponents = Parameters<Parameters<NonNullable<GatsbySSR["onPreRenderHTML"]>>[0]["replaceHeadComponents"]>[0]

/** Last changes to each page's HTML before Gatsby writes it (each function says why). */
export const onPreRenderHTML: NonNullable<GatsbySSR["onPreRenderHTML"]> = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (typeof __STOCK_BUILD__ === "boolean" && __STOCK_BUILD__) return
  replaceHeadComponents(linkGlobalStylesheet(getHeadComponents()) as HeadComponents)
  replacePostBodyComponents(pageIndependentPostBody(getPostBodyComponents()) as HeadComponents)
}
