import { useId } from "react"
import type { ConsoleOperation, RequestInputs } from "../../lib/try-it/operation"

export interface Target {
  kind: "mock" | "server"
  baseUrl: string
}

interface Props {
  op: ConsoleOperation
  inputs: RequestInputs
  onInputs: (inputs: RequestInputs) => void
  target: Target
  onTarget: (target: Target) => void
  /** Why the request cannot go to the named server, or null. */
  problem: string | null
  sending: boolean
  onSend: () => void
  keyPrefix: string
  limit: number
}

/** The reader's request: where it goes, the key, the parameters and the body. */
export function TryItForm({
  op,
  inputs,
  onInputs,
  target,
  onTarget,
  problem,
  sending,
  onSend,
  keyPrefix,
  limit,
}: Props) {
  const id = useId()
  const param = (name: string, value: string) => onInputs({ ...inputs, params: { ...inputs.params, [name]: value } })
  const keyLabel =
    op.auth?.kind === "bearer" ? "Website API key (Authorization: Bearer)" : `${op.auth?.header} (server key)`
  return (
    <form
      className="try-it-form"
      aria-label={`Try it: ${op.method} ${op.path}`}
      onSubmit={event => {
        event.preventDefault()
        onSend()
      }}
    >
      <fieldset>
        <legend>Send to</legend>
        <label>
          <input
            type="radio"
            name={`${id}-target`}
            checked={target.kind === "mock"}
            onChange={() => onTarget({ ...target, kind: "mock" })}
          />
          The mock API in this page (nothing leaves your browser)
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-target`}
            checked={target.kind === "server"}
            onChange={() => onTarget({ ...target, kind: "server" })}
          />
          A real server
        </label>
      </fieldset>
      {target.kind === "mock" ? (
        <p className="try-it-note">
          The mock accepts any key starting with <code>{keyPrefix}</code>, refuses a request that breaks the
          description&apos;s schema, and counts {limit} requests per key per minute. It keeps no data: a valid request
          gets the documented example, cut to its <code>limit</code>, whatever user, ids or amount it names.
        </p>
      ) : (
        <>
          <label htmlFor={`${id}-base`}>Server base URL</label>
          <input
            id={`${id}-base`}
            type="url"
            value={target.baseUrl}
            spellCheck={false}
            onChange={event => onTarget({ ...target, baseUrl: event.target.value })}
          />
          <p className="try-it-note">
            Your browser sends this request, with the key, to that server. It works only if the server allows requests
            from this site (CORS), and shows only the response headers the server exposes. This site&apos;s security
            policy lets pages connect only to the API&apos;s own servers.
          </p>
        </>
      )}
      {op.auth && (
        <>
          <label htmlFor={`${id}-key`}>{keyLabel}</label>
          <input
            id={`${id}-key`}
            value={inputs.key}
            spellCheck={false}
            autoComplete="off"
            onChange={event => onInputs({ ...inputs, key: event.target.value })}
          />
        </>
      )}
      {op.params.map(p => (
        <div key={p.name} className="try-it-field">
          <label htmlFor={`${id}-${p.name}`}>
            <code>{p.name}</code> ({p.in}
            {p.required ? ", required" : ""})
          </label>
          <input
            id={`${id}-${p.name}`}
            value={inputs.params[p.name] ?? ""}
            spellCheck={false}
            onChange={event => param(p.name, event.target.value)}
          />
        </div>
      ))}
      {op.body && (
        <>
          <label htmlFor={`${id}-body`}>Body (JSON)</label>
          <textarea
            id={`${id}-body`}
            rows={8}
            value={inputs.body}
            spellCheck={false}
            onChange={event => onInputs({ ...inputs, body: event.target.value })}
          />
        </>
      )}
      {problem && <p className="try-it-problem">{problem}</p>}
      <button type="submit" className="try-it-send" disabled={sending || problem !== null}>
        {sending ? "Sending…" : "Send"}
      </button>
    </form>
  )
}
