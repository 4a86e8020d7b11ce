import { renderToStaticMarkup } from "react-dom/server"
import { EditedSamples } from "../../../src/components/try-it/EditedSamples"
import { TryIt } from "../../../src/components/try-it/TryIt"
import { TryItResponse } from "../../../src/components/try-it/TryItResponse"

/** What the console's components render from what they are handed, as the server renders it. */
describe("Try it components", () => {
  it("render only the samples in the page's HTML: the button is added once the page runs", () => {
    const html = renderToStaticMarkup(
      <TryIt operation="getQueueCommands" summary="Get queue commands">
        <pre>curl -X GET</pre>
      </TryIt>,
    )
    expect(html).toBe('<div class="try-it"><pre>curl -X GET</pre></div>')
  })

  it("show an answer's status, headers and body", () => {
    const html = renderToStaticMarkup(
      <TryItResponse
        answer={{
          status: 429,
          headers: { "Retry-After": "40" },
          body: { error: { code: "rate_limited" } },
          from: "the mock API",
        }}
      />,
    )
    expect(html).toContain("429 Too Many Requests")
    expect(html).toContain("from the mock API")
    expect(html).toContain("Retry-After: 40")
    expect(html).toContain("&quot;code&quot;: &quot;rate_limited&quot;")
  })

  it("say when no answer came instead of a status, and keep the status line empty before the first", () => {
    expect(renderToStaticMarkup(<TryItResponse answer={null} />)).toBe('<p class="try-it-status" role="status"></p>')
    const html = renderToStaticMarkup(
      <TryItResponse answer={{ status: 0, headers: {}, from: "https://api.example", failure: "No answer." }} />,
    )
    expect(html).toBe('<p class="try-it-problem" role="status">No answer.</p>')
  })

  it("show the reader's samples as given, and say when the body is not JSON", () => {
    const samples = [{ label: "curl", lang: "bash", code: 'curl -X GET "https://api.example/v1/x?limit=7"' }]
    const html = renderToStaticMarkup(<EditedSamples samples={samples} stale />)
    expect(html).toContain("curl -X GET &quot;https://api.example/v1/x?limit=7&quot;")
    expect(html).toContain("The body is not JSON")
    expect(renderToStaticMarkup(<EditedSamples samples={samples} stale={false} />)).not.toContain("not JSON")
  })
})
