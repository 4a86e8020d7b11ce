export type Answer = "yes" | "no"

/** Longest comment carried into the report: GitHub refuses very long new-issue URLs (about 8 KB). */
export const MAX_COMMENT = 1000
/** Answers kept in storage; the oldest are forgotten first. */
export const MAX_REMEMBERED = 200

/**
 * The report place (the page's GitHub new-issue URL, which already carries a title) with a body
 * naming the page, the answer and the reader's comment, URL-encoded and bounded in length.
 */
export function feedbackReportUrl(reportUrl: string, page: string, answer: Answer, comment: string): string {
  const trimmed = comment.trim().slice(0, MAX_COMMENT)
  const body = [`Page: ${page}`, `Helpful: ${answer}`, ...(trimmed ? ["", trimmed] : [])].join("\n")
  return `${reportUrl}${reportUrl.includes("?") ? "&" : "?"}body=${encodeURIComponent(body)}`
}

export type Answers = [page: string, answer: Answer][]

export function isAnswers(value: unknown): value is Answers {
  return (
    Array.isArray(value) &&
    value.every(
      entry => Array.isArray(entry) && typeof entry[0] === "string" && (entry[1] === "yes" || entry[1] === "no"),
    )
  )
}

/** The answers with this page's moved to the end (most recent), at most MAX_REMEMBERED. */
export function rememberAnswer(answers: Answers, page: string, answer: Answer): Answers {
  return [...answers.filter(([p]) => p !== page), [page, answer] as [string, Answer]].slice(-MAX_REMEMBERED)
}

export function answerFor(answers: Answers, page: string): Answer | null {
  return answers.find(([p]) => p === page)?.[1] ?? null
}
