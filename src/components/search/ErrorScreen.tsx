/**
 * Search cannot reach what it needs (the hosts, the index, or its own code). Kept in
 * its own file with no imports, so the navbar can show it without pulling search code into
 * the first-load bundle.
 */
export function ErrorScreen() {
  return (
    <div className="search-screen search-error" role="alert">
      <p className="search-screen-title">Unable to fetch results</p>
      <p className="search-screen-help">You might want to check your network connection.</p>
    </div>
  )
}
