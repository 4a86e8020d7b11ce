/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { SearchClient } from "instantsearch.js"
import { Configure, InstantSearch } from "react-instantsearch"
import { navigate } from "gatsby"
import { createLocalSearchClient, type LocalSearchClient } from "../../../src/lib/search/local-client"
import { buildIndexFile, loadIndexFile } from "../../../src/lib/search/local-index"
import { recordsFromPage, type PageBlocks } from "../../../src/lib/search/records"
import { h2, p, page } from "../../support/search-pages"
import { SearchPageBody } from "../../../src/components/search/page/SearchPageBody"
import { searchParameters } from "../../../src/lib/search/request-params"

/** A page with one "Setup" section holding `text`, in the named section of the site. */
const createPage = (path: string, section: string, title: string, text: string): PageBlocks => ({
  ...page(path, title, [h2("setup", "Setup"), p(text)]),
  section,
})

// The embedded index's own client over a few pages: the screens get real ranking and marks.
const records = [
  createPage("/store/payment-methods/paypal", "Store", "PayPal", "Connect your PayPal business account for payments."),
  createPage("/store/payment-methods/stripe", "Store", "Stripe", "Card payments through Stripe and its test mode."),
  ...Array.from({ length: 25 }, (_, i) =>
    createPage(`/modules/wiki/page-${i}`, "Website modules", `Wiki page ${i}`, "Wiki articles explain webhooks."),
  ),
].flatMap(recordsFromPage)
const localClient = createLocalSearchClient(async () => loadIndexFile(JSON.stringify(buildIndexFile(records))))

/** The /search page's results as SearchResults mounts them, with the client handed in. */
function renderPage(query: string, client: LocalSearchClient = localClient, page = 0) {
  return render(
    <InstantSearch
      searchClient={client as unknown as SearchClient}
      indexName="docs"
      initialUiState={{ docs: { query, page: page + 1 } }}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
      stalledSearchDelay={50}
    >
      <Configure {...searchParameters(null, 10)} />
      <SearchPageBody initialQuery={query} />
    </InstantSearch>,
  )
}

const input = () => screen.getByRole("searchbox", { name: "Search the documentation" })
const results = () => screen.getByRole("list", { name: "Search results" })
const titles = () =>
  within(results())
    .getAllByRole("link")
    .map(link => link.querySelector(".search-hit-title")?.textContent)

beforeEach(() => {
  window.history.replaceState(null, "", "/search")
  window.localStorage.clear()
  jest.mocked(navigate).mockClear()
})

it("asks for a query before there is one", async () => {
  renderPage("")
  expect(await screen.findByText("Type a word or phrase to search every guide and the API reference.")).toBeTruthy()
  expect(input()).toHaveProperty("value", "")
  expect(screen.queryByRole("list", { name: "Search results" })).toBeNull()
})

it("shows how many results the query found and lists them as links, the matched words marked", async () => {
  renderPage("paypal")
  expect((await screen.findByText(/results? for “paypal”/)).textContent).toBe("2 results for “paypal”")
  expect(titles()).toEqual(["PayPal", "Setup"])
  const first = within(results()).getAllByRole("link")[0]
  expect(first.getAttribute("href")).toBe("/store/payment-methods/paypal")
  expect([...first.querySelectorAll("mark")].map(m => m.textContent)).toEqual(["PayPal"])
  expect(first.querySelector(".search-hit-path")?.textContent).toBe("Store")
  const setup = within(results()).getAllByRole("link")[1]
  expect(setup.getAttribute("href")).toBe("/store/payment-methods/paypal#setup")
  expect(setup.querySelector(".search-hit-path")?.textContent).toBe("Store › PayPal")
  expect(setup.querySelector(".search-hit-snippet mark")?.textContent).toBe("PayPal")
  expect(window.location.search).toBe("?q=paypal")
})

it("pages through many results, saying which page is shown, and goes back to the top", async () => {
  const user = userEvent.setup()
  const scrollTo = jest.fn()
  window.scrollTo = scrollTo
  renderPage("webhooks")
  expect((await screen.findByText(/results for “webhooks”/)).textContent).toMatch(
    /^\d+ results for “webhooks” — page 1 of 2$/,
  )
  const pages = screen.getByRole("navigation", { name: "Search result pages" })
  expect(within(pages).getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true)
  await user.click(within(pages).getByRole("button", { name: "Page 2" }))
  expect(await screen.findByText(/— page 2 of 2$/)).toBeTruthy()
  expect(within(pages).getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page")
  expect(window.location.search).toBe("?q=webhooks&page=2")
  expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
})

it("turns a page past the last one (an old link) into the last page", async () => {
  renderPage("stripe", localClient, 4)
  expect((await screen.findByText(/results? for “stripe”/)).textContent).toBe("2 results for “stripe”")
  expect(titles()).toEqual(["Stripe", "Setup"])
  expect(window.location.search).toBe("?q=stripe")
})

it("follows what the reader types, and ↓ from the input reaches the first result", async () => {
  const user = userEvent.setup()
  renderPage("")
  await user.type(input(), "stripe")
  expect((await screen.findByText(/results? for “stripe”/)).textContent).toBe("2 results for “stripe”")
  await user.keyboard("{ArrowDown}")
  expect(document.activeElement).toBe(within(results()).getAllByRole("link")[0])
  await user.keyboard("{ArrowDown}")
  expect(document.activeElement).toBe(within(results()).getAllByRole("link")[1])
  await user.keyboard("{ArrowUp}{ArrowUp}")
  expect(document.activeElement).toBe(input())
})

it("opens a result through the client router and keeps it as a recent search", async () => {
  const user = userEvent.setup()
  renderPage("stripe")
  await user.click(await screen.findByRole("link", { name: /^Stripe Store/ }))
  expect(navigate).toHaveBeenCalledWith("/store/payment-methods/stripe", { state: { searchHighlight: ["stripe"] } })
  expect(JSON.parse(window.localStorage.getItem("search-recent") ?? "[]")).toEqual([
    { query: "stripe", url: "/store/payment-methods/stripe", label: "Stripe" },
  ])
})

it("says so when nothing matches, and a suggestion searches for it", async () => {
  const user = userEvent.setup()
  renderPage("grappling")
  const none = (await screen.findByText(/^No results for/)).closest<HTMLElement>("[role=status]")!
  expect(none.textContent).toContain('No results for "grappling"')
  await user.click(within(none).getByRole("button", { name: "PayPal" }))
  expect(input()).toHaveProperty("value", "PayPal")
  expect((await screen.findByText(/results? for “PayPal”/)).textContent).toBe("2 results for “PayPal”")
})

it("shows the error screen when the search cannot be answered", async () => {
  const failing: LocalSearchClient = { search: () => Promise.reject(new Error("index unreachable")) }
  renderPage("paypal", failing)
  expect((await screen.findByRole("alert")).textContent).toContain("Unable to fetch results")
  expect(screen.queryByRole("navigation", { name: "Search result pages" })).toBeNull()
})

it("says it is still searching while the first answer is on its way, never that nothing was found", async () => {
  let release: () => void = () => undefined
  const slow: LocalSearchClient = {
    search: requests =>
      new Promise(resolve => {
        release = () => resolve(localClient.search(requests))
      }),
  }
  renderPage("stripe", slow)
  await waitFor(() => expect(screen.getAllByRole("status").map(s => s.textContent?.trim())).toContain("Searching…"))
  expect(screen.queryByText(/results? for|No results/)).toBeNull()
  release()
  expect((await screen.findByText(/results? for “stripe”/)).textContent).toBe("2 results for “stripe”")
  expect(screen.queryByText("Searching…")).toBeNull()
})

it("keeps the last results on screen while a new query is slow, saying it is searching", async () => {
  let release: () => void = () => undefined
  const slowAfterStripe: LocalSearchClient = {
    search: requests =>
      requests.every(request => request.params?.query === "stripe")
        ? localClient.search(requests)
        : new Promise(resolve => {
            release = () => resolve(localClient.search(requests))
          }),
  }
  const user = userEvent.setup()
  renderPage("stripe", slowAfterStripe)
  await screen.findByText("2 results for “stripe”")
  // One change of query: InstantSearch marks each new search "loading" again, and its stall
  // timer runs once per wait, so key-by-key typing can end a wait shown as loading only.
  await user.tripleClick(input())
  await user.paste("business")
  expect((await screen.findByText("Searching…")).closest("[role=status]")).toBeTruthy()
  expect(titles()).toEqual(["Stripe", "Setup"])
  release()
  expect((await screen.findByText(/results? for “business”/)).textContent).toBe("1 result for “business”")
  expect(screen.queryByText("Searching…")).toBeNull()
})
