import { graphql, useStaticQuery } from "gatsby"
import type { Section, SidebarItem } from "../../lib/sidebar/types"

interface Data {
  docsNavigation: Record<Section, SidebarItem[]>
}

/**
 * Both sidebar trees, from one static query result that every page shares (built once per
 * site by src/node/navigation/resolvers.ts): fetched once per visit, not with each page.
 */
export function useSectionTrees(): Record<Section, SidebarItem[]> {
  return useStaticQuery<Data>(graphql`
    query SectionTrees {
      docsNavigation
    }
  `).docsNavigation
}
