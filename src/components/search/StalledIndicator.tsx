/** Shown while a query takes longer than the stalled delay. */
export function StalledIndicator() {
  return (
    <p className="search-stalled" role="status">
      <span className="search-spinner" aria-hidden="true" /> Searching…
    </p>
  )
}
