import { STATUS_TEXT } from "../../lib/openapi/operations"
import { CodeBlock } from "../code/CodeBlock"
import type { Answer } from "./send"

/**
 * The answer to the reader's request: the status line, then headers and body. The status line is
 * a live region present from the start (empty until the first answer), so every answer's status
 * is announced; the body is not read out.
 */
export function TryItResponse({ answer }: { answer: Answer | null }) {
  const headers = Object.entries(answer?.headers ?? {})
  const body =
    answer?.body === undefined
      ? ""
      : typeof answer.body === "string"
        ? answer.body
        : JSON.stringify(answer.body, null, 2)
  return (
    <>
      <p className={answer?.failure ? "try-it-problem" : "try-it-status"} role="status">
        {answer?.failure ??
          (answer && (
            <>
              <strong>
                {answer.status} {STATUS_TEXT[String(answer.status)] ?? ""}
              </strong>{" "}
              from {answer.from}
            </>
          ))}
      </p>
      {answer && !answer.failure && (
        <section className="try-it-response" aria-label="Response">
          {headers.length > 0 && (
            <ul className="try-it-headers">
              {headers.map(([name, value]) => (
                <li key={name}>
                  <code>
                    {name}: {value}
                  </code>
                </li>
              ))}
            </ul>
          )}
          {body && (
            <CodeBlock className="language-json">
              <code className="language-json">{body}</code>
            </CodeBlock>
          )}
        </section>
      )}
    </>
  )
}
