/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { SearchClient } from "instantsearch.js"
import { navigate } from "gatsby"
import { Configure, InstantSearch } from "react-instantsearch"
import { createLocalSearchClient, type LocalSearchClient } from "../../../src/lib/search/local-client"
import { buildIndexFile, loadIndexFile } from "../../../src/lib/search/local-index"
import { recordsFromPage, type PageBlocks } from "../../../src/lib/search/records"
import { ModalBody } from "../../../src/components/search/ModalBody"
import { searchParameters } from "../../../src/lib/search/request-params"

const page = (path: string, section: string, title: string, text: string): PageBlocks => ({
  path,
  docTag: path.startsWith("/api") ? "api" : "docs",
  section,
  title,
  blocks: [{ kind: "text", text }],
})

// The embedded index's own client over three pages in two sections.
const records = [
  page("/store/payment-methods/paypal", "Store", "PayPal", "Connect your PayPal business account for payments."),
  page("/api/payments", "API", "Payments", "List the PayPal and Stripe payments of a store."),
  page("/store/payment-methods/stripe", "Store", "Stripe", "Card payments through Stripe."),
].flatMap(recordsFromPage)
const client = createLocalSearchClient(async () => loadIndexFile(JSON.stringify(buildIndexFile(records))))

function renderModal(onClose = jest.fn(), searchClient: LocalSearchClient = client) {
  render(
    <InstantSearch
      searchClient={searchClient as unknown as SearchClient}
      indexName="docs"
      insights={false}
      stalledSearchDelay={50}
    >
      <Configure {...searchParameters("/", 10)} />
      <ModalBody onClose={onClose} />
    </InstantSearch>,
  )
  return onClose
}

const combobox = () => screen.getByRole("combobox", { name: "Search the documentation" })
const activeOption = () => document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "")

beforeAll(() => {
  // jsdom lays nothing out; the hook scrolls the active option into view.
  Element.prototype.scrollIntoView = jest.fn()
})
beforeEach(() => {
  window.localStorage.clear()
  jest.mocked(navigate).mockClear()
})

it("opens to its input, with the start screen's invitation", async () => {
  renderModal()
  // The empty query's answer arrives after the first render.
  await waitFor(() =>
    expect(
      screen
        .getByText(/^Search guides/)
        .closest("[aria-busy]")
        ?.getAttribute("aria-busy"),
    ).toBe("false"),
  )
  expect(document.activeElement).toBe(combobox())
  expect(combobox().getAttribute("aria-expanded")).toBe("false")
  expect(screen.getByText(/^Search guides, integrations and the API\./)).toBeTruthy()
})

it("moves through the results with ↑ and ↓ in the order shown, wrapping, while focus stays in the input", async () => {
  const user = userEvent.setup()
  renderModal()
  await user.type(combobox(), "payments")
  const list = await screen.findByRole("listbox", { name: "Search results" })
  const shown = within(list).getAllByRole("option")
  expect(shown.length).toBeGreaterThan(2)
  expect(combobox().getAttribute("aria-expanded")).toBe("true")
  expect(activeOption()).toBe(shown[0])
  await user.keyboard("{ArrowDown}")
  expect(activeOption()).toBe(shown[1])
  expect(shown[1].getAttribute("aria-selected")).toBe("true")
  await user.keyboard("{ArrowUp}{ArrowUp}")
  expect(activeOption()).toBe(shown[shown.length - 1])
  await user.keyboard("{ArrowDown}")
  expect(activeOption()).toBe(shown[0])
  expect(document.activeElement).toBe(combobox())
})

it("opens the active result with Enter, closing the modal first", async () => {
  const user = userEvent.setup()
  const onClose = renderModal()
  await user.type(combobox(), "stripe")
  const first = (await screen.findAllByRole("option"))[0]
  await user.keyboard("{ArrowDown}{ArrowUp}{Enter}")
  expect(onClose).toHaveBeenCalled()
  expect(navigate).toHaveBeenCalledWith(first.getAttribute("href"), { state: { searchHighlight: ["stripe"] } })
})

it("starts again from the first result when the query changes", async () => {
  const user = userEvent.setup()
  renderModal()
  await user.type(combobox(), "payments")
  await screen.findByRole("listbox", { name: "Search results" })
  await user.keyboard("{ArrowDown}{ArrowDown}")
  expect(activeOption()).toBe(screen.getAllByRole("option")[2])
  await user.clear(combobox())
  await user.type(combobox(), "pay")
  // "pay" finds the PayPal page first, where "payments" found the Payments endpoint.
  await waitFor(() =>
    expect(screen.getAllByRole("option")[0].querySelector(".search-hit-title")?.textContent).toBe("PayPal"),
  )
  expect(activeOption()).toBe(screen.getAllByRole("option")[0])
})

it("says it is still searching while an answer is slow, and alerts when none can come", async () => {
  let fail: () => void = () => undefined
  const slow: LocalSearchClient = {
    search: requests =>
      requests.every(request => !request.params?.query)
        ? client.search(requests)
        : new Promise((_, reject) => {
            fail = () => reject(new Error("index unreachable"))
          }),
  }
  renderModal(jest.fn(), slow)
  await userEvent.setup().paste("stripe")
  expect((await screen.findByText("Searching…")).closest("[role=status]")).toBeTruthy()
  fail()
  expect((await screen.findByRole("alert")).textContent).toContain("Unable to fetch results")
  expect(screen.queryByText("Searching…")).toBeNull()
})

it("offers the /search page for the query", async () => {
  renderModal()
  await userEvent.setup().type(combobox(), "paypal & stripe")
  await screen.findByRole("listbox", { name: "Search results" })
  expect(screen.getByRole("link", { name: "See all results for “paypal & stripe”" }).getAttribute("href")).toBe(
    "/search?q=paypal%20%26%20stripe",
  )
})

describe("on the start screen", () => {
  beforeEach(() => {
    window.localStorage.setItem("search-recent", JSON.stringify([{ query: "stripe", url: null, label: null }]))
    window.localStorage.setItem(
      "search-favourites",
      JSON.stringify([{ query: "paypal", url: "/store/payment-methods/paypal", label: "PayPal" }]),
    )
  })

  it("moves through recent searches, then favourites, and opens a saved page with Enter", async () => {
    const user = userEvent.setup()
    const onClose = renderModal()
    const list = screen.getByRole("listbox", { name: "Recent and favourite searches" })
    const options = within(list).getAllByRole("option")
    expect(activeOption()).toBe(options[0])
    await user.keyboard("{ArrowDown}")
    expect(activeOption()).toBe(within(screen.getByRole("group", { name: "Favourites" })).getByRole("option"))
    await user.keyboard("{Enter}")
    expect(onClose).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith("/store/payment-methods/paypal", undefined)
  })

  it("runs a search saved without a page again", async () => {
    const user = userEvent.setup()
    renderModal()
    await user.keyboard("{Enter}")
    expect(combobox()).toHaveProperty("value", "stripe")
    expect(await screen.findByRole("listbox", { name: "Search results" })).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })
})
