/**
 * @jest-environment jsdom
 */
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { SavedSearch } from "../../../src/lib/search/saved-searches"
import { StartScreen } from "../../../src/components/search/StartScreen"
import { useSavedSearches } from "../../../src/components/search/useSavedSearches"

/** The start screen as the modal shows it: saved searches from the browser's storage. */
function Start({
  activeIndex = -1,
  onSelect,
}: {
  activeIndex?: number
  onSelect: (s: SavedSearch, newTab: boolean) => void
}) {
  const saved = useSavedSearches()
  return <StartScreen saved={saved} listId="search" activeIndex={activeIndex} onSelect={onSelect} />
}

const store = (key: string, searches: SavedSearch[]) => window.localStorage.setItem(key, JSON.stringify(searches))
const recentKey = "search-recent"
const favouritesKey = "search-favourites"

const paypal: SavedSearch = { query: "paypal", url: "/store/payment-methods/paypal", label: "PayPal" }
const coupons: SavedSearch = { query: "coupon", url: "/store/discounts/coupons#limits", label: "Limits" }
const typedOnly: SavedSearch = { query: "rcon", url: null, label: null }

beforeEach(() => window.localStorage.clear())

it("invites a first search when nothing was searched before", () => {
  render(<Start onSelect={() => undefined} />)
  expect(screen.queryByRole("listbox")).toBeNull()
  expect(screen.getByText(/^Search guides, integrations and the API\./)).toBeTruthy()
})

describe("with saved searches", () => {
  beforeEach(() => {
    store(recentKey, [paypal, typedOnly])
    store(favouritesKey, [coupons])
  })

  it("lists recent searches, then favourites, as options naming the page found and the words typed", () => {
    render(<Start activeIndex={1} onSelect={() => undefined} />)
    const list = screen.getByRole("listbox", { name: "Recent and favourite searches" })
    const groups = within(list).getAllByRole("group")
    expect(
      groups
        .map(group => group.getAttribute("aria-labelledby"))
        .map(id => document.getElementById(id ?? "")?.textContent),
    ).toEqual(["Recent", "Favourites"])
    const options = within(list).getAllByRole("option")
    expect(options.map(option => option.textContent?.replace(/^[↺★]/, ""))).toEqual([
      "PayPalSearched for “paypal”",
      "rconSearched for “rcon”",
      "LimitsSearched for “coupon”",
    ])
    expect(options.map(option => option.getAttribute("href"))).toEqual([
      "/store/payment-methods/paypal",
      "#",
      "/store/discounts/coupons#limits",
    ])
    // The option the arrow keys reached, and its id for the input's aria-activedescendant.
    expect(options.map(option => option.getAttribute("aria-selected"))).toEqual(["false", "true", "false"])
    expect(options[1].id).toBe("search-option-1")
  })

  it("opens a saved search on click, in a new tab with Ctrl or Cmd", async () => {
    const user = userEvent.setup()
    const onSelect = jest.fn()
    render(<Start onSelect={onSelect} />)
    await user.click(screen.getByRole("option", { name: /^PayPal/ }))
    await user.keyboard("{Control>}")
    await user.click(screen.getByRole("option", { name: /^Limits/ }))
    await user.keyboard("{/Control}")
    expect(onSelect.mock.calls).toEqual([
      [paypal, false],
      [coupons, true],
    ])
  })

  it("keeps a recent search as a favourite, and removes searches from either list", async () => {
    const user = userEvent.setup()
    render(<Start onSelect={() => undefined} />)
    await user.click(screen.getByRole("button", { name: "Save “paypal” as favourite" }))
    const favourites = () =>
      screen.getAllByRole("button", { name: /from favourites$/ }).map(button => button.getAttribute("aria-label"))
    expect(favourites()).toEqual(["Remove “paypal” from favourites", "Remove “coupon” from favourites"])
    expect(screen.queryByRole("button", { name: "Remove “paypal” from recent searches" })).toBeNull()

    await user.click(screen.getByRole("button", { name: "Remove “rcon” from recent searches" }))
    expect(screen.queryByRole("group", { name: "Recent" })).toBeNull()
    await user.click(screen.getByRole("button", { name: "Remove “coupon” from favourites" }))
    expect(favourites()).toEqual(["Remove “paypal” from favourites"])
    // Written through: the next visit sees the same lists.
    expect(JSON.parse(window.localStorage.getItem(favouritesKey) ?? "[]")).toEqual([paypal])
    expect(JSON.parse(window.localStorage.getItem(recentKey) ?? "[]")).toEqual([])
  })

  it("never shows an entry whose link is not a page or a web address", () => {
    store(recentKey, [{ query: "evil", url: "javascript:alert(1)", label: "Click me" }, paypal])
    render(<Start onSelect={() => undefined} />)
    expect(screen.queryByRole("option", { name: /Click me/ })).toBeNull()
    expect(screen.getByRole("option", { name: /^PayPal/ })).toBeTruthy()
  })
})
