import { firstRanked } from "./first-by-score"
import { highlight, snippet, type HighlightResult, type Tags } from "./highlight"
import type { LoadedIndex, StoredHit } from "./local-index"
import { docTagOf, typeOf } from "./match-table"
import { byPhrase } from "./phrase"
import { rankResults } from "./rank"
import { isQueryWord, isQuestion } from "./text"
import { docTagOfUrl, LEVELS, type Hierarchy, type Level, type SearchRecord } from "./records"
import { indexSource, type SearchSource } from "./search-source"
import { FLAG_API } from "./shards/format"

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

/** What the filters can name of a record: its type and doc tag (language is always "en"). */
const WEIGHT_FLAGS = 7 | FLAG_API

/**
 * `docTag:api` style filters; an inner array is an OR group, as in the hosted service. Read
 * once per request, not once per matching record (tens of thousands on a large site).
 */
function filterTest(filters: (string | string[])[] = []): (record: Record<string, string>) => boolean {
  const groups = filters.map(filter =>
    (Array.isArray(filter) ? filter : [filter]).map(one => {
      const [key, value] = one.split(":")
      return { key, value }
    }),
  )
  return record => groups.every(group => group.some(({ key, value }) => String(record[key]) === value))
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
  const matches = parsed.leaves.length ? await source.search(parsed) : null
  // A reader searching from an API page is writing code, whatever words they use.
  const developer = parsed.developer || contextual.includes("docTag:api")
  const facets = filterTest(params.facetFilters)
  const inContext = filterTest([contextual])
  const ranked = matches ? rankResults({ ...parsed, developer }, matches.table, matches.documentCount) : null
  // What the filters make of a record depends on its type and doc tag alone: decided once for each.
  const weights: number[] = []
  const weightOf = (flags: number) => {
    const key = flags & WEIGHT_FLAGS
    let weight = weights[key]
    if (weight === undefined) {
      const filters = { language: "en", docTag: docTagOf(flags), type: typeOf(flags) }
      // Contextual search: hits from the reader's own section first, by score within.
      weight = !facets(filters) ? 0 : contextual.length && inContext(filters) ? 1.5 : 1
      weights[key] = weight
    }
    return weight
  }
  const table = matches?.table
  const { found, urls } =
    ranked && table
      ? firstRanked(ranked, table.score, row => weightOf(table.flags[row]), (page + 1) * hitsPerPage)
      : { found: 0, urls: [] }
  const onPage = urls.slice(page * hitsPerPage).map(url => {
    const row = ranked!.row[url]
    return { result: table!.result(row), score: ranked!.score[url] * weightOf(table!.flags[row]) }
  })
  const { shown, stored } = byPhrase(parsed, onPage, await source.display(onPage.map(({ result }) => result)))
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
    nbHits: found,
    page,
    nbPages: Math.ceil(found / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
    index: request.indexName,
    exhaustiveNbHits: true as const,
  }
}
