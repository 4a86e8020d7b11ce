import { graphql, Link, navigate, type HeadProps, type PageProps } from "gatsby"
import { useEffect, useState } from "react"
import { NotFoundSuggestions } from "../components/not-found/NotFoundSuggestions"
import type { Route } from "../lib/not-found/suggest"
import { brokenLinkReport } from "../lib/not-found/report"
import { sectionOf, type FiledRoute, type SectionCategory } from "../lib/not-found/section"
import { pageTitle, productUrl } from "../lib/product/product"
import { stripHtmlSuffix } from "../lib/paths/html-suffix"
import { readablePath } from "../lib/paths/url-shape"

const SECTIONS = [
  { to: "/", label: "Welcome", text: "Start here: what Questforge Docs covers and where to begin." },
  { to: "/category/basic", label: "Basic", text: "Users and groups, team users, tickets, pages, navbar and domains." },
  { to: "/api/", label: "API reference", text: "Authentication, rate limits and every REST endpoint." },
]

interface RoutesData {
  allMdx: { nodes: { fields: { doc: (Route & FiledRoute) | null } | null }[] }
  allDocCategory: { nodes: SectionCategory[] }
}

/**
 * Every page's path and title, for the suggestions: in this page's data only (about 2 KB
 * gzip), never in the data every page loads.
 */
export const query = graphql`
  query NotFoundRoutes {
    allMdx(sort: { fields: { doc: { path: ASC } } }) {
      nodes {
        fields {
          doc {
            path
            title
            dir
          }
        }
      }
    }
    allDocCategory(sort: { path: ASC }) {
      nodes {
        path
        title: label
        description
        dir
      }
    }
  }
`

/**
 * Unknown paths land here (static hosts serve 404.html with status 404). A path that only
 * differs by a `.html` or `/index.html` ending is sent to the real page instead; that covers
 * client navigation, and the inline head script covers first load. stripHtmlSuffix never
 * rewrites `//host/…`, so this redirect cannot leave the site.
 */
export default function NotFoundPage({ location, data }: PageProps<RoutesData>) {
  const normalized = stripHtmlSuffix(location.pathname)
  const redirecting = normalized !== location.pathname
  useEffect(() => {
    if (redirecting) void navigate(`${normalized}${location.search}${location.hash}`, { replace: true })
  }, [redirecting, normalized, location.search, location.hash])
  // Without a trailing slash, as the page was rendered at build time: `/404/` is the same page
  // as `/404`, and naming it `/404/` here made the browser's render differ from the built HTML.
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/$/, "") : location.pathname
  const knownPath = pathname !== "/404.html"
  // The page that linked here, known in the browser only.
  const [linkedFrom, setLinkedFrom] = useState("")
  useEffect(() => setLinkedFrom(document.referrer), [])
  const docs = data.allMdx.nodes.flatMap(node => (node.fields?.doc ? [node.fields.doc] : []))
  const routes = [...docs, ...data.allDocCategory.nodes]
  // The reader's own section first, when the missing path names one.
  const section = knownPath ? sectionOf(pathname, docs, data.allDocCategory.nodes) : null
  const cards = [
    ...(section ? [{ to: section.path, label: section.title, text: section.description }] : []),
    ...SECTIONS.filter(card => card.to !== section?.path),
  ]

  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>
        {/* The served 404.html is rendered for "/404.html": it names no path until the browser knows it. */}
        There is no page at {knownPath ? <code>{readablePath(pathname)}</code> : "this address"}. It may have moved, or
        the link that brought you here has a typo.
      </p>
      {knownPath && <NotFoundSuggestions pathname={pathname} routes={routes} />}
      <h2>Where to go from here</h2>
      <ul className="category-cards">
        {cards.map(section => (
          <li key={section.to} className="category-card">
            <Link to={section.to}>
              <span className="category-card-title">{section.label}</span>
              <span className="category-card-description">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        If a link on our site brought you here,{" "}
        <a
          href={brokenLinkReport(productUrl("docsRepository"), knownPath ? readablePath(pathname) : null, linkedFrom)}
          rel="noopener noreferrer"
        >
          tell us about the broken link
        </a>
        .
      </p>
    </main>
  )
}

export function Head(_: HeadProps) {
  return (
    <>
      <title>{pageTitle("Page not found")}</title>
      <meta name="robots" content="noindex" />
    </>
  )
}
