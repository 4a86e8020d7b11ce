import { productUrl } from "../../lib/product/product"

/**
 * Asks readers to report documentation errors; deliberately has no close control. On a phone
 * only the link shows (the stylesheet hides the rest), so the bar takes one line, not two.
 */
export function AnnouncementBar() {
  return (
    <div className="announcement" role="region" aria-label="Announcement">
      <span className="announcement-more">Found a mistake in the docs? </span>
      <a href={productUrl("docsRepository", "/issues/new")} rel="noopener noreferrer">
        Report a documentation error
      </a>
      <span className="announcement-more"> and we will fix it.</span>
    </div>
  )
}
