export type Answer = "yes" | "no"

/** Longest comment a reader can type, in characters. */
export const MAX_COMMENT = 1000
/**
 * Most bytes the comment may take in the report's URL once encoded: GitHub refuses new-issue URLs
 * over about 8 KB, and a character outside ASCII takes 6 to 12 bytes there (1,000 Chinese
 * characters are 9 KB).
 */
export const MAX_COMMENT_URL_BYTES = 6000
/** Answers kept in storage; the oldest are forgotten first. */
export const MAX_REMEMBERED = 200

/**
 * The part of a comment the report carries: trimmed, whole characters (an emoji is never cut in
 * two, which encoding would refuse), at most MAX_COMMENT of them and MAX_COMMENT_URL_BYTES once
 * URL-encoded.
 */
export function commentForReport(comment: string): string {
  let carried = ""
  let bytes = 0
  let count = 0
  for (const char of comment.trim()) {
    let size: number
    try {
      size = encodeURIComponent(char).length
    } catch {
      continue // half of a surrogate pair, which only a script can type
    }
    if (count === MAX_COMMENT || bytes + size > MAX_COMMENT_URL_BYTES) break
    carried += char
    bytes += size
    count += 1
  }
  return carried
}

/**
 * The report place (the page's GitHub new-issue URL, which already carries a title naming a
 * problem) with a body naming the page, the answer and the reader's comment (commentForReport),
 * URL-encoded. A "Yes" comes with its own title: praise is not filed as a problem.
 */
export function feedbackReportUrl(reportUrl: string, page: string, answer: Answer, comment: string): string {
  const trimmed = commentForReport(comment)
  const body = [`Page: ${page}`, `Helpful: ${answer}`, ...(trimmed ? ["", trimmed] : [])].join("\n")
  const [base, query = ""] = reportUrl.split("?", 2)
  const params = query.split("&").filter(part => part && !(answer === "yes" && part.startsWith("title=")))
  if (answer === "yes") params.unshift(`title=${encodeURIComponent(`Docs: feedback on ${page}`)}`)
  return `${base}?${[...params, `body=${encodeURIComponent(body)}`].join("&")}`
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
