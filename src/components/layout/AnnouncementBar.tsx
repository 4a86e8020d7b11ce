import { productUrl } from "../../lib/product/product"

/** Asks readers to report documentation errors; deliberately has no close control. */
export function AnnouncementBar() {
  return (
    <div className="announcement" role="region" aria-label="Announcement">
      Found a mistake in the docs?{" "}
      <a href={productUrl("docsRepository", "/issues/new")} rel="noopener noreferrer">
        Report a documentation error
      </a>{" "}
      and we will fix it.
    </div>
  )
}
