import { highlight, snippet, type HighlightResult, type Tags } from "./highlight"
import { SEARCH_OPTIONS, type LoadedIndex, type StoredHit } from "./local-index"
import { parseQuery, queryTree, rankResults, vocabulary } from "./query"
import { docTagOfUrl, LEVELS, type Hierarchy, type Level, type SearchRecord } from "./records"

/** The subset of the hosted service's multi-index query the UI sends. */
export interface SearchRequest {
  indexName: string
  params?: {
    query?: string
    hitsPerPage?: number
    page?: number
    facetFilters?: (string | string[])[]
    attributesToSnippet?: string[]
    highlightPreTag?: string
    highlightPostTag?: string
    /** Contextual search: records matching these filters rank first. */
    optionalFilters?: string[]
  }
}

export interface LocalHit extends Omit<SearchRecord, "weight"> {
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult }
  _snippetResult?: { content: HighlightResult }
}

export interface SearchResult {
  hits: LocalHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  query: string
  params: string
  index: string
  exhaustiveNbHits: true
}

export interface LocalSearchClient {
  search(requests: SearchRequest[]): Promise<{ results: SearchResult[] }>
}

const DEFAULT_TAGS: Tags = { pre: "<mark>", post: "</mark>" }

function expand(stored: StoredHit, id: string): Omit<SearchRecord, "weight"> {
  const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, stored.h[i] ?? null])) as Hierarchy
  return {
    objectID: id,
    hierarchy,
    content: stored.c,
    type: stored.t,
    url: stored.u,
    language: "en",
    docTag: docTagOfUrl(stored.u),
  }
}

/** `docTag:api` style filters; an inner array is an OR group, as in the hosted service. */
function passes(record: Omit<SearchRecord, "weight">, filters: (string | string[])[] = []): boolean {
  const test = (filter: string) => {
    const [key, value] = filter.split(":")
    return String((record as unknown as Record<string, unknown>)[key]) === value
  }
  return filters.every(filter => (Array.isArray(filter) ? filter.some(test) : test(filter)))
}

function snippetWords(attributes: string[] | undefined): number {
  const spec = attributes?.find(a => a.startsWith("content"))
  const words = spec ? Number(spec.split(":")[1]) : 10
  return Number.isFinite(words) && words > 0 ? words : 10
}

/**
 * The embedded index behind the same interface and response shape as the hosted service's
 * multi-index query, so every screen of the search UI works the same in both modes.
 */
export function createLocalSearchClient(getIndex: () => Promise<LoadedIndex>): LocalSearchClient {
  let known: { index: LoadedIndex["index"]; lookup: ReturnType<typeof vocabulary> } | null = null
  return {
    async search(requests) {
      const { index, synonyms } = await getIndex()
      if (known?.index !== index) known = { index, lookup: vocabulary(index) }
      const lookup = known.lookup
      const results = requests.map(request => {
        const started = performance.now()
        const params = request.params ?? {}
        const query = (params.query ?? "").trim()
        const hitsPerPage = params.hitsPerPage ?? 20
        const page = params.page ?? 0
        const tags = {
          pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
          post: params.highlightPostTag ?? DEFAULT_TAGS.post,
        }
        const contextual = params.optionalFilters ?? []
        const parsed = parseQuery(params.query ?? "", synonyms, lookup)
        const found = parsed.leaves.length
          ? rankResults<{ hit: StoredHit }>(
              parsed,
              index.search(queryTree(parsed), SEARCH_OPTIONS),
              stored => stored.hit.u,
              stored => stored.hit.t === "lvl1",
            )
              .map(({ result, stored, score }) => ({ result, record: expand(stored.hit, String(result.id)), score }))
              .filter(({ record }) => passes(record, params.facetFilters))
              // Contextual search: hits from the reader's own section first, by score within.
              .map(({ result, record, score }) => ({
                record,
                score: score * (contextual.length && passes(record, [contextual]) ? 1.5 : 1),
                terms: result.terms,
              }))
              .sort((a, b) => b.score - a.score)
          : []
        const queryWords = query.toLowerCase().split(/\s+/).filter(Boolean)
        const hits: LocalHit[] = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ record, terms }) => {
          const highlightTerms = [...new Set([...terms, ...queryWords])]
          const hierarchy: Partial<Record<Level, HighlightResult>> = {}
          for (const level of LEVELS) {
            const value = record.hierarchy[level]
            if (value) hierarchy[level] = highlight(value, highlightTerms, tags, queryWords)
          }
          return {
            ...record,
            _highlightResult: {
              hierarchy,
              ...(record.content ? { content: highlight(record.content, highlightTerms, tags, queryWords) } : {}),
            },
            ...(record.content
              ? {
                  _snippetResult: {
                    content: snippet(record.content, highlightTerms, tags, snippetWords(params.attributesToSnippet)),
                  },
                }
              : {}),
          }
        })
        return {
          hits,
          nbHits: found.length,
          page,
          nbPages: Math.ceil(found.length / hitsPerPage),
          hitsPerPage,
          processingTimeMS: Math.round(performance.now() - started),
          query,
          params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
          index: request.indexName,
          exhaustiveNbHits: true as const,
        }
      })
      return { results }
    },
  }
}
