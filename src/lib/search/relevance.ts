/**
 * Relevance metrics for the search suite (`search-relevance/`): for each query, the pages a
 * reader sees in the order shown, and the pages that answer it (any one counts).
 */
export interface RelevanceCase {
  q: string
  kind: string
  expect: string[]
}

export interface CaseResult {
  q: string
  kind: string
  section: string
  expect: string[]
  /** Pages in the order the reader sees them, one entry per page. */
  pages: string[]
  /** 1-based rank of the first answering page, 0 when none is shown. */
  rank: number
}

export interface Metrics {
  queries: number
  successAt1: number
  successAt3: number
  mrr: number
  zeroResults: number
}

/** A hit URL without its anchor or query: the page it belongs to. */
export const pageOf = (url: string) => {
  const path = url.replace(/[?#].*$/, "")
  return path.length > 1 ? path.replace(/\/$/, "") : path
}

/** Distinct pages in order of their first hit. */
export function rankedPages(urls: string[]): string[] {
  return [...new Set(urls.map(pageOf))]
}

/** The reader's section of a query: the top folder of the first page that answers it. */
export function sectionOf(path: string): string {
  const parts = pageOf(path).split("/").filter(Boolean)
  if (parts.length === 0) return "welcome"
  return parts[0] === "api" ? "api" : parts[0]
}

export function scoreCase(testCase: RelevanceCase, urls: string[]): CaseResult {
  const pages = rankedPages(urls)
  const wanted = new Set(testCase.expect.map(pageOf))
  const index = pages.findIndex(page => wanted.has(page))
  return { ...testCase, section: sectionOf(testCase.expect[0] ?? "/"), pages, rank: index + 1 }
}

export function metricsOf(results: CaseResult[]): Metrics {
  const n = results.length || 1
  const share = (test: (r: CaseResult) => boolean) => results.filter(test).length / n
  return {
    queries: results.length,
    successAt1: share(r => r.rank === 1),
    successAt3: share(r => r.rank >= 1 && r.rank <= 3),
    mrr: results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / n,
    zeroResults: share(r => r.pages.length === 0),
  }
}

/** Metrics overall and per section (and per kind), for the printed table and the README. */
export function report(results: CaseResult[]) {
  const groupBy = (key: (r: CaseResult) => string) => {
    const groups = new Map<string, CaseResult[]>()
    for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r])
    return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, metricsOf(v)]))
  }
  return { all: metricsOf(results), bySection: groupBy(r => r.section), byKind: groupBy(r => r.kind) }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7)

export function formatTable(title: string, rows: Record<string, Metrics>): string {
  const lines = [`${title.padEnd(18)} queries    @1     @3    MRR   zero`]
  for (const [name, m] of Object.entries(rows)) {
    lines.push(
      `${name.padEnd(18)} ${String(m.queries).padStart(7)}${pct(m.successAt1)}${pct(m.successAt3)} ${m.mrr.toFixed(3)}${pct(m.zeroResults)}`,
    )
  }
  return lines.join("\n")
}
