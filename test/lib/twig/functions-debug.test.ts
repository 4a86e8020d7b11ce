import { debugFunctions } from "../../../src/lib/twig/functions/debug"
import { renderTemplate } from "../../../src/lib/twig/engine"
import { describeDefinitions } from "./support"

describeDefinitions("debug functions", debugFunctions, {
  dump: {
    ok: [
      [
        "{{ dump({a: 1, b: [true, null]}) }}",
        '<pre class="qf-dump">{\n  &quot;a&quot;: 1,\n  &quot;b&quot;: [\n    true,\n    null\n  ]\n}</pre>',
      ],
      ["{{ dump('<b>') }}", '<pre class="qf-dump">&quot;&lt;b&gt;&quot;</pre>'],
    ],
    bad: [["{{ dump() }}", 'dump: missing required argument "value" (value)']],
  },
  type_of: {
    ok: [
      [
        "{{ type_of(1) }} {{ type_of(1.5) }} {{ type_of('a') }} {{ type_of([1]) }} {{ type_of({a: 1}) }} {{ type_of(null) }} {{ type_of(true) }} {{ type_of(missing) }}",
        "int number string array object null bool null",
      ],
    ],
    bad: [["{{ type_of(1, 2) }}", "type_of: takes at most 1 argument (value), got 2"]],
  },
  log: {
    ok: [["{{ log('players', 12) }}done", "done"]],
    bad: [],
  },
  assert: {
    ok: [["{{ assert(store.products|length > 0) }}ok", "ok"]],
    bad: [
      ["{{ assert(false, 'No products') }}", "assert: No products"],
      ["{{ assert([]) }}", "assert: Assertion failed"],
    ],
  },
})

describe("log", () => {
  it("writes each call as one line to the render log, strings as they are and other values as JSON", () => {
    const result = renderTemplate("{{ log('players', 12, {a: 1}) }}{{ log() }}")
    expect(result).toEqual({ ok: true, html: "", log: ['players 12 {"a":1}', ""] })
  })

  it("keeps the lines written before an error", () => {
    const result = renderTemplate("{{ log('before') }}{{ assert(false) }}")
    expect(result.log).toEqual(["before"])
  })
})
