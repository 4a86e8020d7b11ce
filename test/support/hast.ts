import type { BodyHast } from "../../src/lib/page-body/body"

/** Builders of the hast a page's body is made from, for the tests of the steps that read it. */
export const text = (value: string): BodyHast => ({ type: "text", value })

export const element = (tagName: string, properties: Record<string, unknown>, ...children: BodyHast[]): BodyHast => ({
  type: "element",
  tagName,
  properties,
  children,
})
