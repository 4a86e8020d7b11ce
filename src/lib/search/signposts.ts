/**
 * Pages and sections that point to answers rather than give them: generated category
 * indexes and "Related" / "See also" link lists. They stay findable but rank below the pages
 * they list (the local index by weight, the hosted one by custom ranking).
 */
const SIGNPOST_HEADING =
  /^(related( pages| guides| topics)?|see also|next steps|further reading|learn more|what's next|where next)$/i

export const SIGNPOST_WEIGHT = 0.2

export const isCategoryPage = (url: string) => /^\/(api\/)?category\//.test(url)

/** Sections that answer "something is wrong": where a reader describing a symptom should land. */
const TROUBLESHOOTING_HEADING = /^(troubleshooting|(limits and )?common (mistakes|problems))$/i

export const isTroubleshooting = (hierarchy: (string | null | undefined)[]): boolean =>
  hierarchy.slice(2).some(heading => Boolean(heading && TROUBLESHOOTING_HEADING.test(heading.trim())))

export function isSignpost(url: string, hierarchy: (string | null | undefined)[]): boolean {
  if (isCategoryPage(url)) return true
  const deepest = [...hierarchy].reverse().find(Boolean)
  return hierarchy.length > 2 && Boolean(deepest && SIGNPOST_HEADING.test(deepest.trim()))
}
