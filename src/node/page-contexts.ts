import type { OgImageRef } from "../lib/og/card"
import type { CategoryPageContext, DocPageContext, SharedContext } from "../lib/page-context"
import { prevNext } from "../lib/sidebar/navigation"
import type { NavLink, Section } from "../lib/sidebar/types"
import type { PageBeforeTwin } from "./page-body/compile"
import type { CategoryEntry, DocEntry } from "./page-entries"

/** What every page's context has: where the page is, what it is called, how a reader reaches it. */
function shared(
  flat: Record<Section, NavLink[]>,
  page: { section: Section; pagePath: string; title: string; description: string },
  breadcrumbs: NavLink[],
  ogImage: OgImageRef,
): SharedContext {
  return { ...page, breadcrumbs, ...prevNext(flat[page.section], page.pagePath), ogImage }
}

/** A docs page's context: its place, its links to edit it and to report a problem, its compiled body. */
export function docContext(
  { doc, lastUpdated, breadcrumbs, ogImage }: DocEntry,
  { body, toc }: PageBeforeTwin,
  flat: Record<Section, NavLink[]>,
  docsRepository: string,
): DocPageContext {
  const reportTitle = encodeURIComponent(`Docs: problem on ${doc.path}`)
  const place = { section: doc.section, pagePath: doc.path, title: doc.title, description: doc.description }
  return {
    kind: "doc",
    ...shared(flat, place, breadcrumbs, ogImage),
    editUrl: `${docsRepository}/edit/main/${doc.file}`,
    reportUrl: `${docsRepository}/issues/new?title=${reportTitle}`,
    lastUpdated,
    body,
    toc,
  }
}

/** A category page's context: its place and a card per item, with the item's description and (API) methods. */
export function categoryContext(
  { category, node, breadcrumbs, ogImage }: CategoryEntry,
  flat: Record<Section, NavLink[]>,
  descriptions: Record<string, string>,
  methods: ReadonlyMap<string, string[]>,
): CategoryPageContext {
  const place = {
    section: category.section,
    pagePath: category.path,
    title: category.label,
    description: category.description,
  }
  return {
    kind: "category",
    ...shared(flat, place, breadcrumbs, ogImage),
    items: node.items.map(item => ({
      type: item.type,
      label: item.label,
      path: item.path,
      description: descriptions[item.path] ?? "",
      methods: methods.get(item.path) ?? [],
    })),
  }
}
