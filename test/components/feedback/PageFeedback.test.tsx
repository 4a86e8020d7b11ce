/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PageFeedback } from "../../../src/components/feedback/PageFeedback"
import { commentForReport } from "../../../src/lib/feedback/feedback"

const REPORT = "https://github.com/questforge/docs/issues/new?title=Docs%3A%20problem"

beforeEach(() => window.localStorage.clear())

describe("page feedback", () => {
  it("carries the comment into the report link", async () => {
    render(<PageFeedback path="/store/products" reportUrl={REPORT} />)
    await userEvent.type(screen.getByLabelText(/What was missing, wrong or useful/), "The coupon example")
    const body = new URL(screen.getByRole("link", { name: "No" }).getAttribute("href")!).searchParams.get("body")
    expect(body).toBe("Page: /store/products\nHelpful: no\n\nThe coupon example")
    expect(screen.queryByText(/copy the rest into it/)).toBeNull()
  })

  it("says how much of a long comment the report takes, and keeps all of it in the field", async () => {
    render(<PageFeedback path="/store/products" reportUrl={REPORT} />)
    const field = screen.getByLabelText(/What was missing, wrong or useful/)
    // Pasted, as a reader would bring a long text: 1,000 characters that are 9 KB once encoded.
    const long = "页".repeat(1000)
    field.focus()
    await userEvent.paste(long)
    expect(field).toHaveProperty("value", long)
    const carried = commentForReport(long).length
    expect(carried).toBeLessThan(long.length)
    expect(screen.getByText(`The issue takes its first ${carried} characters; copy the rest into it.`)).toBeTruthy()
  })

  it("keeps a comment typed before “Yes”: Yes opens the report with it, and thanks say where it went", async () => {
    render(<PageFeedback path="/store/products" reportUrl={REPORT} />)
    expect(screen.getByRole("button", { name: "Yes" })).toBeTruthy()
    await userEvent.type(screen.getByLabelText(/What was missing, wrong or useful/), "Clear steps")
    const yes = screen.getByRole("link", { name: "Yes" })
    expect(yes.getAttribute("target")).toBe("_blank")
    const body = new URL(yes.getAttribute("href")!).searchParams.get("body")
    expect(body).toBe("Page: /store/products\nHelpful: yes\n\nClear steps")
    expect(screen.getByText(/“Yes” and “No” open a new issue/)).toBeTruthy()
    yes.addEventListener("click", event => event.preventDefault()) // jsdom would try to navigate
    await userEvent.click(yes)
    expect(await screen.findByText(/Your comment opened in a new tab/)).toBeTruthy()
  })

  it("answers “Yes” without a comment in place, opening nothing", async () => {
    render(<PageFeedback path="/store/products" reportUrl={REPORT} />)
    await userEvent.click(screen.getByRole("button", { name: "Yes" }))
    expect(screen.getByRole("status").textContent).toBe("Thanks! Glad this page helped.")
  })
})
