import { useEffect, useId, useState } from "react"
import { searchIgnore } from "../../lib/site-html/regions"
import {
  answerFor,
  commentForReport,
  feedbackReportUrl,
  isAnswers,
  MAX_COMMENT,
  rememberAnswer,
  type Answer,
} from "../../lib/feedback/feedback"
import { productUrl } from "../../lib/product/product"
import { createStorageSlot, readJson, writeJson } from "../../lib/storage/storage"

const slot = createStorageSlot("docs-page-feedback")
const readAnswers = () => readJson(slot, isAnswers, [])

const THANKS: Record<Answer, string> = {
  yes: "Thanks! Glad this page helped.",
  no: "Thanks for telling us. The report opened in a new tab: send it there so we can fix this page.",
}
/** "Yes" with a comment opens the report too: a comment typed before answering is never dropped. */
const THANKS_WITH_COMMENT = "Thanks! Your comment opened in a new tab: send it there so we read it."

/** Many site owners have no account on the docs' issue tracker: the community chat takes the same report. */
function ChatAlternative() {
  return (
    <>
      No account there? Tell us in the{" "}
      <a href={productUrl("chat")} rel="noopener noreferrer">
        community chat
      </a>
      .
    </>
  )
}

interface Props {
  path: string
  reportUrl: string
}

/**
 * "Was this page helpful?" at the end of a page, without a hosted service: "No" opens the page's
 * report place (a new issue on the docs' tracker, where the product's `docsRepository` is)
 * prefilled with the page, the answer and the optional comment; readers without an account are
 * pointed to the community chat. "Yes" with a comment typed opens the same report, so a comment
 * is never lost for the answer it came with.
 * The answer is remembered per page, so the question is not asked twice. The box keeps one
 * height in every state (CSS), so answering or a remembered answer never moves the page.
 */
export function PageFeedback({ path, reportUrl }: Props) {
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [status, setStatus] = useState("")
  const [comment, setComment] = useState("")
  const id = useId()
  const carried = commentForReport(comment)
  useEffect(() => {
    setAnswer(answerFor(readAnswers(), path))
    setStatus("")
  }, [path])
  const answerWith = (value: Answer, reported = value === "no") => {
    writeJson(slot, rememberAnswer(readAnswers(), path, value))
    setAnswer(value)
    setStatus(value === "yes" && reported ? THANKS_WITH_COMMENT : THANKS[value])
  }
  // A link opened from its own click handler would not open once hidden: answered after the click.
  const reportLink = (value: Answer, label: string) => (
    <a
      className="page-feedback-link"
      href={feedbackReportUrl(reportUrl, path, value, comment)}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={`${id}-hint`}
      onClick={() => window.setTimeout(() => answerWith(value, true))}
    >
      {label}
    </a>
  )
  const remembered =
    answer === "yes" ? "You found this page helpful. Thanks!" : "You told us this page needs work. Thanks!"
  // The question stays in place, invisible, once answered: the box keeps the height it was
  // rendered with (CSS grid, one cell), whatever the width, so nothing below it moves.
  return (
    <section className="page-feedback" aria-label="Page feedback" {...searchIgnore}>
      <fieldset className={answer ? "page-feedback-answered" : undefined} disabled={answer !== null}>
        <legend>Was this page helpful?</legend>
        {carried ? (
          reportLink("yes", "Yes")
        ) : (
          <button type="button" onClick={() => answerWith("yes")}>
            Yes
          </button>
        )}
        {reportLink("no", "No")}
        <label htmlFor={`${id}-comment`}>What was missing, wrong or useful? (optional)</label>
        <input
          id={`${id}-comment`}
          type="text"
          maxLength={MAX_COMMENT}
          value={comment}
          onChange={event => setComment(event.target.value)}
        />
        <span id={`${id}-hint`} className="page-feedback-hint">
          {carried ? "“Yes” and “No” open" : "“No” opens"} a new issue on our docs tracker in a new tab, with this page
          and your comment.{" "}
          {carried.length < comment.trim().length && (
            <span>The issue takes its first {Array.from(carried).length} characters; copy the rest into it. </span>
          )}
          <ChatAlternative />
        </span>
      </fieldset>
      <div className="page-feedback-status">
        {/* A remembered answer is shown, not announced; an answer just given is announced. */}
        {!status && answer && <p>{remembered}</p>}
        <p role="status" aria-live="polite">
          {status}
          {status && answer === "no" && (
            <>
              {" "}
              <ChatAlternative />
            </>
          )}
        </p>
      </div>
    </section>
  )
}
