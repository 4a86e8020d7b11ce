/**
 * The components an MDX page can use without importing them (README, "Authoring guide"), and
 * the module (under src/) each comes from. The build imports a component into the pages that
 * use it (src/node/remark-page-components.ts), so it is part of those pages' chunks only, not of
 * every page's first-load JavaScript as a provider's components would be. The HTML elements
 * every page renders through a component (code blocks, tables) stay in the provider
 * (src/components/mdx/mdx-components.tsx).
 */
export const PAGE_COMPONENTS = {
  Admonition: "components/mdx/Admonition",
  Note: "components/mdx/Admonition",
  Tip: "components/mdx/Admonition",
  Info: "components/mdx/Admonition",
  Warning: "components/mdx/Admonition",
  Danger: "components/mdx/Admonition",
  Tabs: "components/mdx/Tabs",
  TabItem: "components/mdx/Tabs",
  ProductName: "components/mdx/ProductFacts",
  ProductLink: "components/mdx/ProductFacts",
  EndpointBanner: "components/api/EndpointBanner",
} as const

export type PageComponent = keyof typeof PAGE_COMPONENTS

export const isPageComponent = (name: string): name is PageComponent => Object.hasOwn(PAGE_COMPONENTS, name)
