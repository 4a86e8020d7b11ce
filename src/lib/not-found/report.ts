/**
 * The new-issue address on the docs' tracker for a broken link, prefilled with the missing
 * address and the page that linked to it (the browser's referrer), so the report says what to
 * fix without the reader copying anything. `missing` is null while the address is not known
 * yet (the 404 page as built); a referrer from another site is kept, since an old link there is
 * what the report is about.
 */
export function brokenLinkReport(repositoryUrl: string, missing: string | null, linkedFrom: string): string {
  const title = missing ? `Docs: broken link to ${missing}` : "Docs: broken link"
  const body = [
    ...(missing ? [`Missing page: ${missing}`] : []),
    ...(linkedFrom ? [`Linked from: ${linkedFrom}`] : []),
  ].join("\n")
  const query = `title=${encodeURIComponent(title)}${body ? `&body=${encodeURIComponent(body)}` : ""}`
  return `${repositoryUrl}/issues/new?${query}`
}
