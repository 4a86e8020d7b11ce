/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react"
import { PlaygroundOutput } from "../../../src/components/playground/PlaygroundOutput"

describe("a live example's result", () => {
  it("says when the template printed nothing, in both views, and keeps its log", () => {
    for (const view of ["preview", "html"] as const) {
      const { unmount } = render(<PlaygroundOutput id="r" view={view} output="" preview="" log={["checked"]} />)
      expect(screen.getByText("The template printed nothing.").id).toBe("r")
      expect(screen.getByText("checked")).toBeTruthy()
      unmount()
    }
  })

  it("says when it printed only whitespace", () => {
    render(<PlaygroundOutput id="r" view="html" output={"\n  \n"} preview={"\n  \n"} />)
    expect(screen.getByText("The template printed only whitespace.")).toBeTruthy()
  })

  it("shows printed output as it is, with no note", () => {
    const { container } = render(<PlaygroundOutput id="r" view="html" output="<b>Steve</b>" preview="<b>Steve</b>" />)
    expect(container.querySelector("#r")?.textContent).toBe("<b>Steve</b>")
    expect(screen.queryByText(/The template printed/)).toBeNull()
  })
})
