import { renderLive } from "../../../src/components/playground/twig-runtime"
import { OUTPUT_LIMIT_CHARACTERS } from "../../../src/lib/playground/limits"
import { toErrorInfo } from "../../../src/lib/twig/error-info"

test("a result larger than the output limit is reported, not handed to the preview", () => {
  const over = renderLive(`{% for i in 1..${OUTPUT_LIMIT_CHARACTERS + 1} %}x{% endfor %}`)
  const under = renderLive(`{% for i in 1..1000 %}x{% endfor %}`)
  expect(under).toMatchObject({ ok: true })
  expect(over).toMatchObject({
    ok: false,
    message: expect.stringMatching(/^The result is 200 KB of HTML, more than the 200 KB/),
  })
})

test("a list too large to build is named as such, not as runaway recursion", () => {
  let tooLarge: unknown
  try {
    new Array(2 ** 32)
  } catch (error) {
    tooLarge = error
  }
  expect(toErrorInfo(tooLarge, "").message).toMatch(/too large to build/)
  const recursion = new RangeError("Maximum call stack size exceeded")
  expect(toErrorInfo(recursion, "").message).toMatch(/recurses too deeply/)
})
