import { STATUS_TEXT } from "../../lib/openapi/operations"
import { CodeBlock } from "../code/CodeBlock"
import type { Answer } from "./send"

/** The answer to the reader's request: status, headers and body, announced when it arrives. */
export function TryItResponse({ answer }: { answer: Answer }) {
  const headers = Object.entries(answer.headers)
  const body =
    answer.body === undefined
      ? ""
      : typeof answer.body === "string"
        ? answer.body
        : JSON.stringify(answer.body, null, 2)
  return (
    <section className="try-it-response" aria-label="Response" aria-live="polite">
      {answer.failure ? (
        <p className="try-it-problem">{answer.failure}</p>
      ) : (
        <>
          <p className="try-it-status">
            <strong data-status={answer.status}>
              {answer.status} {STATUS_TEXT[String(answer.status)] ?? ""}
            </strong>{" "}
            from {answer.from}
          </p>
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
        </>
      )}
    </section>
  )
}
