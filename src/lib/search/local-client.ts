import { highlight, snippet, type HighlightResult, type Tags } from "./highlight"
import { SEARCH_OPTIONS, type LoadedIndex, type RankHit, type StoredHit } from "./local-index"
import { queryTree } from "./query"
import { rankResults } from "./rank"
import { isQueryWord, isQuestion } from "./text"
import { docTagOfUrl, isSharedReference, LEVELS, type Hierarchy, type Level, type SearchRecord } from "./records"
import { indexSource, type SearchSource } from "./search-source"
import { isTroubleshooting } from "./signposts"

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

/** The attributes a filter can name, known before a hit's display data is fetched. */
const filterable = (hit: RankHit): Record<string, string> => ({
  language: "en",
  docTag: hit.g ?? docTagOfUrl(hit.u),
  type: hit.t,
})

/** `docTag:api` style filters; an inner array is an OR group, as in the hosted service. */
function passes(record: Record<string, string>, filters: (string | string[])[] = []): boolean {
  const test = (filter: string) => {
    const [key, value] = filter.split(":")
    return String(record[key]) === value
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
 * multi-index query, so every screen of the search UI works the same in both modes. The index
 * comes from a source: the whole file in memory, or shards fetched for each query.
 */
export function createSearchClient(getSource: () => Promise<SearchSource>): LocalSearchClient {
  return {
    async search(requests) {
      const source = await getSource()
      const results = await Promise.all(requests.map(request => answer(source, request)))
      return { results }
    },
  }
}

/** The single-file index (tests, and the relevance suite's reference). */
export function createLocalSearchClient(getIndex: () => Promise<LoadedIndex>): LocalSearchClient {
  const sources = new WeakMap<LoadedIndex, SearchSource>()
  return createSearchClient(async () => {
    const loaded = await getIndex()
    const source = sources.get(loaded) ?? indexSource(loaded)
    sources.set(loaded, source)
    return source
  })
}

async function answer(source: SearchSource, request: SearchRequest): Promise<SearchResult> {
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
  const parsed = await source.parse(params.query ?? "")
  const index = parsed.leaves.length ? await source.index(parsed) : null
  // A reader searching from an API page is writing code, whatever words they use.
  const developer = parsed.developer || contextual.includes("docTag:api")
  const found = index
    ? rankResults<{ hit: RankHit }>(
        { ...parsed, developer },
        index.search(queryTree(parsed), SEARCH_OPTIONS),
        ({ hit }) => ({
          url: hit.u,
          page: hit.t === "lvl1",
          troubleshooting: hit.f ?? isTroubleshooting(hit.h ?? []),
          docTag: hit.g ?? docTagOfUrl(hit.u),
          shared: hit.r ?? isSharedReference(hit.u),
        }),
        index.documentCount,
      )
        .map(({ result, stored, score }) => ({ result, filters: filterable(stored.hit), score }))
        .filter(({ filters }) => passes(filters, params.facetFilters))
        // Contextual search: hits from the reader's own section first, by score within.
        .map(({ result, filters, score }) => ({
          result,
          score: score * (contextual.length && passes(filters, [contextual]) ? 1.5 : 1),
        }))
        .sort((a, b) => b.score - a.score)
    : []
  const shown = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
  const stored = await source.display(shown.map(({ result }) => result))
  // Words the query ignores ("how", "the", "my") are not marked either: "the" would mark "theme".
  const question = isQuestion(query)
  const queryWords = query
    .toLowerCase()
    .split(/\s+/)
    .filter(word => word && isQueryWord(word, question))
  const hits: LocalHit[] = shown.map(({ result }, i) => {
    const record = expand(stored[i], String(result.id))
    const highlightTerms = [...new Set([...result.terms, ...queryWords])]
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
}
