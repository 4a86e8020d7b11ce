import type { GatsbyBrowser } from "gatsby"
import React from "react"
import { Shell } from "../components/layout/Shell"

/** The shell wraps every page, in the browser and in server rendering alike. */
export const wrapPageElement: NonNullable<GatsbyBrowser["wrapPageElement"]> = ({ element }) => (
  <Shell>{element}</Shell>
)
