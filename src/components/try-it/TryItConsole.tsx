import { useMemo, useRef, useState, type ReactNode } from "react"
import * as generated from "questforge-try-it-mock"
import { shapeOf, type CodeSample } from "../../lib/openapi/sample-shape"
import { samplesOf } from "../../lib/openapi/samples"
import { createMockApi, type MockDefinition, type Validate } from "../../lib/try-it/mock"
import { defaultInputs, isDocumentedRequest, type RequestInputs } from "../../lib/try-it/operation"
import { realServerProblem, requestOf } from "../../lib/try-it/request"
import { EditedSamples } from "./EditedSamples"
import { sendToServer, type Answer } from "./send"
import { TryItForm, type Target } from "./TryItForm"
import { TryItResponse } from "./TryItResponse"

const definition = generated.definition as MockDefinition
/** One mock for the whole visit: a key's requests count against one limit on every API page. */
const mockApi = createMockApi(definition, generated.validators as Record<string, Validate>)

export interface ConsoleProps {
  operation: string
  /** The page's own samples, highlighted at build time: shown while the request is the documented one. */
  children?: ReactNode
}

/** The console of one operation: the reader's request, its answer, and the samples that send it. */
export function TryItConsole({ operation, children }: ConsoleProps) {
  const op = definition.operations.find(candidate => candidate.operationId === operation)!
  const prefix = op.auth ? (definition.keyPrefixes[op.auth.scheme] ?? "") : ""
  const [inputs, setInputs] = useState<RequestInputs>(() => defaultInputs(op, op.auth ? `${prefix}try_it_example` : ""))
  const [target, setTarget] = useState<Target>({ kind: "mock", baseUrl: op.serverUrl })
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [sending, setSending] = useState(false)
  const lastSamples = useRef<CodeSample[] | null>(null)

  const edited = !isDocumentedRequest(op, inputs)
  const samples = useMemo(() => {
    if (!edited) return null
    try {
      lastSamples.current = samplesOf(shapeOf(op, inputs), op.games)
      return { list: lastSamples.current, stale: false }
    } catch {
      return lastSamples.current ? { list: lastSamples.current, stale: true } : null
    }
  }, [edited, op, inputs])

  const problem = target.kind === "server" ? realServerProblem(target.baseUrl, definition.connectOrigins) : null
  const send = async () => {
    if (problem) return
    if (target.kind === "mock") {
      const response = mockApi(requestOf(op, inputs))
      setAnswer({ ...response, from: "the mock API" })
      return
    }
    setSending(true)
    setAnswer(await sendToServer(requestOf(op, inputs, target.baseUrl)))
    setSending(false)
  }

  return (
    <>
      <TryItForm
        op={op}
        inputs={inputs}
        onInputs={setInputs}
        target={target}
        onTarget={setTarget}
        problem={problem}
        sending={sending}
        onSend={send}
        keyPrefix={prefix}
        limit={definition.rateLimitPerMinute}
      />
      <TryItResponse answer={answer} />
      {samples ? <EditedSamples samples={samples.list} stale={samples.stale} /> : children}
    </>
  )
}
