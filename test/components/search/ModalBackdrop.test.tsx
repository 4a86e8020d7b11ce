/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from "@testing-library/react"
import { ModalBackdrop } from "../../../src/components/search/ModalBackdrop"

describe("the search dialogs' backdrop", () => {
  it("closes the dialog on a click beside it, not on a click in it", () => {
    const onClose = jest.fn()
    render(
      <ModalBackdrop onClose={onClose}>
        <div role="dialog" aria-label="Search">
          <button type="button">Inside</button>
        </div>
      </ModalBackdrop>,
    )
    fireEvent.mouseDown(screen.getByRole("button", { name: "Inside" }))
    fireEvent.mouseDown(screen.getByRole("dialog"))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(screen.getByRole("presentation"))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("covers the page from the body, outside the component's own place", () => {
    const { container } = render(
      <ModalBackdrop onClose={() => {}}>
        <div role="dialog" aria-label="Search" />
      </ModalBackdrop>,
    )
    expect(container.childNodes).toHaveLength(0)
    expect(document.body.querySelector(":scope > .search-backdrop [role=dialog]")).not.toBeNull()
  })
})
