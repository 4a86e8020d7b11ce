import type { GatsbySSR } from "gatsby"
import React from "react"
import { HTML_SUFFIX_SCRIPT, htmlAttributes } from "./head-scripts"

export const onRenderBody: NonNullable<GatsbySSR["onRenderBody"]> = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes(htmlAttributes)
  setHeadComponents([<script key="html-suffix" dangerouslySetInnerHTML={{ __html: HTML_SUFFIX_SCRIPT }} />])
}
