import type { GatsbySSR } from "gatsby"
import { linkGlobalStylesheet } from "./linked-stylesheet"
import { pageIndependentPostBody } from "./page-path-script"

type HeadComponents = Parameters<Parameters<NonNullable<GatsbySSR["onPreRenderHTML"]>>[0]["replaceHeadComponents"]>[0]

/** Last changes to each page's HTML before Gatsby writes it (each function says why). */
export const onPreRenderHTML: NonNullable<GatsbySSR["onPreRenderHTML"]> = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(linkGlobalStylesheet(getHeadComponents()) as HeadComponents)
  replacePostBodyComponents(pageIndependentPostBody(getPostBodyComponents()) as HeadComponents)
}
