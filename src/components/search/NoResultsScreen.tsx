import { reportQueryUrl, suggestionsFor } from "./search-params"

interface NoResultsProps {
  query: string
  onSuggestion: (query: string) => void
}

/** No hits, at most three suggested queries and a way to report the query. */
export function NoResultsScreen({ query, onSuggestion }: NoResultsProps) {
  const suggestions = suggestionsFor(query)
  return (
    <div className="search-screen search-no-results" role="status">
      <p className="search-screen-title">
        No results for {'"'}
        <strong>{query}</strong>
        {'"'}
      </p>
      {suggestions.length > 0 && (
        <>
          <p className="search-screen-help">Try searching for</p>
          <ul className="search-suggestions">
            {suggestions.map(suggestion => (
              <li key={suggestion}>
                <button type="button" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="search-screen-help">
        Believe this query should return results?{" "}
        <a href={reportQueryUrl(query)} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  )
}
