import {
  answerFor,
  commentForReport,
  feedbackReportUrl,
  isAnswers,
  MAX_COMMENT,
  MAX_COMMENT_URL_BYTES,
  MAX_REMEMBERED,
  rememberAnswer,
  type Answers,
} from "../../../src/lib/feedback/feedback"

const REPORT = "https://github.com/questforge/docs/issues/new?title=Docs%3A%20problem%20on%20%2Fstore%2Fproducts"

describe("feedback report URL", () => {
  it("adds the page, the answer and the comment as the issue body, URL-encoded", () => {
    const url = new URL(feedbackReportUrl(REPORT, "/store/products", "no", "  Steps & <b>examples</b>? 100%  "))
    expect(url.searchParams.get("title")).toBe("Docs: problem on /store/products")
    expect(url.searchParams.get("body")).toBe("Page: /store/products\nHelpful: no\n\nSteps & <b>examples</b>? 100%")
  })

  it("leaves the comment out when there is none and bounds a long one", () => {
    expect(new URL(feedbackReportUrl(REPORT, "/", "no", " ")).searchParams.get("body")).toBe("Page: /\nHelpful: no")
    const body = new URL(feedbackReportUrl(REPORT, "/", "no", "x".repeat(5000))).searchParams.get("body")!
    expect(body.length).toBe("Page: /\nHelpful: no\n\n".length + MAX_COMMENT)
  })

  it("bounds a comment by its encoded size, and never cuts a character in two", () => {
    // 1,000 Chinese characters are 9 KB encoded, over GitHub's limit for the whole URL.
    const chinese = "页面".repeat(500)
    const url = feedbackReportUrl(REPORT, "/store/products", "no", chinese)
    expect(url.length).toBeLessThan(8000)
    expect(commentForReport(chinese)).toBe(chinese.slice(0, MAX_COMMENT_URL_BYTES / 9))
    // An emoji (two UTF-16 units) across the character limit is left out whole, not halved.
    const emoji = `${"x".repeat(MAX_COMMENT - 1)}😀`
    expect(commentForReport(emoji)).toBe("x".repeat(MAX_COMMENT - 1) + "😀")
    expect(() => feedbackReportUrl(REPORT, "/", "no", `${"x".repeat(999)}😀😀`)).not.toThrow()
    expect(commentForReport("a\ud800b")).toBe("ab")
    expect(feedbackReportUrl("https://example.test/new", "/", "no", "")).toMatch(/^https:\/\/example\.test\/new\?body=/)
  })

  it("files a “Yes” under its own title, not the page's problem title, keeping the other parameters", () => {
    const url = new URL(feedbackReportUrl(`${REPORT}&labels=docs`, "/store/products", "yes", "Clear steps"))
    expect(url.searchParams.getAll("title")).toEqual(["Docs: feedback on /store/products"])
    expect(url.searchParams.get("labels")).toBe("docs")
    expect(url.searchParams.get("body")).toBe("Page: /store/products\nHelpful: yes\n\nClear steps")
  })
})

describe("remembered answers", () => {
  it("keep one answer per page, the latest last, at most MAX_REMEMBERED", () => {
    let answers: Answers = []
    for (let i = 0; i < MAX_REMEMBERED + 5; i += 1) answers = rememberAnswer(answers, `/p${i}`, "yes")
    answers = rememberAnswer(answers, "/p10", "no")
    expect(answers).toHaveLength(MAX_REMEMBERED)
    expect(answerFor(answers, "/p0")).toBeNull()
    expect(answerFor(answers, "/p10")).toBe("no")
    expect(answers[answers.length - 1]).toEqual(["/p10", "no"])
  })

  it("accept only the stored shape", () => {
    expect(
      isAnswers([
        ["/a", "yes"],
        ["/b", "no"],
      ]),
    ).toBe(true)
    expect(isAnswers([["/a", "maybe"]])).toBe(false)
    expect(isAnswers({ "/a": "yes" })).toBe(false)
    expect(isAnswers([["/a"]])).toBe(false)
  })
})
