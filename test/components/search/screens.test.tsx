/**
 * @jest-environment jsdom
 */
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ErrorScreen } from "../../../src/components/search/ErrorScreen"
import { NoResultsScreen } from "../../../src/components/search/NoResultsScreen"
import { SearchLoadFailure } from "../../../src/components/search/SearchLoadFailure"
import { StalledIndicator } from "../../../src/components/search/StalledIndicator"

describe("the no-results screen", () => {
  it("says what found nothing and offers the configured searches as buttons", async () => {
    const user = userEvent.setup()
    const onSuggestion = jest.fn()
    render(<NoResultsScreen query="grappling hook" onSuggestion={onSuggestion} />)
    const status = screen.getByRole("status")
    expect(status.textContent).toContain('No results for "grappling hook"')
    expect(within(status).getByText("grappling hook").tagName).toBe("STRONG")
    expect(within(status).getByText("Try searching for")).toBeTruthy()
    const buttons = within(status).getAllByRole("button")
    expect(buttons.map(button => button.textContent)).toEqual(["store commands", "PayPal", "Minecraft plugin"])
    await user.click(within(status).getByRole("button", { name: "PayPal" }))
    expect(onSuggestion).toHaveBeenCalledWith("PayPal")
  })

  it("never suggests the query that just found nothing, in any case", () => {
    render(<NoResultsScreen query=" paypal " onSuggestion={() => undefined} />)
    expect(screen.getAllByRole("button").map(button => button.textContent)).toEqual([
      "store commands",
      "Minecraft plugin",
      "Discord login",
    ])
  })

  it("links to a new issue titled after the query, in a new tab", () => {
    render(<NoResultsScreen query="refund & chargeback" onSuggestion={() => undefined} />)
    const link = screen.getByRole("link", { name: "Let us know." })
    const href = new URL(link.getAttribute("href") ?? "")
    expect(`${href.origin}${href.pathname}`).toBe("https://code.questforge.example/questforge/docs/issues/new")
    expect(href.searchParams.get("title")).toBe('Search: no results for "refund & chargeback"')
    expect([link.getAttribute("target"), link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"])
  })
})

it("while a search takes long, says it is searching, politely", () => {
  render(<StalledIndicator />)
  expect(screen.getByRole("status").textContent?.trim()).toBe("Searching…")
})

it("when search cannot reach what it needs, alerts the reader and says what to check", () => {
  render(<ErrorScreen />)
  const alert = screen.getByRole("alert")
  expect(within(alert).getByText("Unable to fetch results")).toBeTruthy()
  expect(within(alert).getByText("You might want to check your network connection.")).toBeTruthy()
})

describe("the dialog shown when search's code cannot be loaded", () => {
  const dialog = (props: { updated?: boolean; retryFailed?: boolean }) =>
    render(
      <SearchLoadFailure
        retrying={false}
        updated={props.updated ?? false}
        retryFailed={props.retryFailed ?? false}
        onRetry={() => undefined}
        onClose={() => undefined}
      />,
    )
  const buttons = () => screen.getAllByRole("button").map(button => button.textContent)

  it("first offers Try again, for a dropped connection", () => {
    dialog({})
    expect(buttons()).toEqual(["Try again", "Close"])
  })

  it("offers a reload once trying again failed too, and says why", () => {
    dialog({ retryFailed: true })
    expect(buttons()).toEqual(["Reload page", "Try again", "Close"])
    expect(screen.getByRole("alertdialog").textContent).toContain("Trying again did not help")
  })

  it("after a deploy, says the site was updated and offers the reload first", () => {
    dialog({ updated: true })
    expect(buttons()).toEqual(["Reload page", "Try again", "Close"])
    expect(screen.getByRole("alertdialog").textContent).toContain("The site was updated")
    expect(screen.getByRole("alertdialog").textContent).not.toContain("Trying again did not help")
  })
})
