import { createElement, Fragment, type ReactNode } from "react"
import type { Body, BodyNode } from "../../lib/page-body/body"
import { bodyComponents } from "../mdx/body-components"

const components: Record<string, unknown> = bodyComponents

function render(node: BodyNode, key: number): ReactNode {
  if (typeof node === "string") return node
  const type = (Object.hasOwn(components, node.t) ? components[node.t] : node.t) as string
  const props = { key, ...node.a }
  if (node.h !== undefined) return createElement(type, { ...props, dangerouslySetInnerHTML: { __html: node.h } })
  return createElement(type, props, ...(node.k ?? []).map(render))
}

/** A page's content, as the build compiled it (src/lib/page-body/body.ts says what a body holds). */
export function PageBody({ body }: { body: Body }) {
  return <Fragment>{body.map(render)}</Fragment>
}
