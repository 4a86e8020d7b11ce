import { Link, type HeadProps, type PageProps } from "gatsby"
import { CopyPage } from "../components/copy-page/CopyPage"
import { DocLayout } from "../components/page/DocLayout"
import { PageSeoHead } from "../components/seo/PageSeoHead"
import type { CategoryPageContext } from "../lib/page-context"

/** Generated index of a category: every page and sub-category in it, with its description. */
export default function CategoryPage({ pageContext }: PageProps<object, CategoryPageContext>) {
  return (
    <DocLayout context={pageContext}>
      {/* Not <header>: tools that read pages without a browser drop headers as site chrome,
          and this page's only heading and summary would go with it. */}
      <div>
        <div className="doc-title">
          <h1>{pageContext.title}</h1>
          <CopyPage path={pageContext.pagePath} />
        </div>
        <p className="lead">{pageContext.description}</p>
      </div>
      <ul className="category-cards">
        {pageContext.items.map(item => (
          <li key={item.path} className={`category-card category-card-${item.type}`}>
            <Link to={item.path}>
              <span className="category-card-title">
                {item.type === "category" ? "▸ " : ""}
                {item.label}
              </span>
              {item.methods.length > 0 && (
                <span className="category-card-methods">
                  {item.methods.map(method => (
                    <span key={method} className={`method-badge method-${method.toLowerCase()}`}>
                      {method}
                    </span>
                  ))}
                </span>
              )}
              <p className="category-card-description">{item.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </DocLayout>
  )
}

export function Head({ pageContext }: HeadProps<object, CategoryPageContext>) {
  return <PageSeoHead context={pageContext} />
}
