/**
 * The text of `url`, or a failure once the download has made no progress for `stallMs`: a
 * connection that hangs (no answer, or an answer that stops mid-body) fails after that long
 * instead of keeping whoever waits for it waiting until the browser gives up, minutes later. A
 * slow download that keeps arriving is never cut off, however long it takes in all.
 */
export async function fetchTextUnlessStalled(
  url: string,
  stallMs: number,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const controller = new AbortController()
  // Progress only moves a timestamp; the one timer, when it fires, waits again for what is
  // left of the limit. A timer cleared and set again for every chunk cost the search worker
  // milliseconds on its first query, which fetches a dozen small files.
  let last = Date.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    const quiet = Date.now() - last
    if (quiet >= stallMs) controller.abort(new Error(`No data from ${url} for ${stallMs / 1000} s`))
    else timer = setTimeout(check, stallMs - quiet)
  }
  const progress = () => {
    last = Date.now()
  }
  timer = setTimeout(check, stallMs)
  try {
    const response = await fetcher(url, { signal: controller.signal })
    if (!response.ok) throw new Error(`${url} answered with status ${response.status}`)
    if (!response.body) return await response.text()
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let text = ""
    for (;;) {
      progress()
      const { done, value } = await reader.read()
      if (done) return text + decoder.decode()
      text += decoder.decode(value, { stream: true })
    }
  } finally {
    clearTimeout(timer)
  }
}
