/**
 * @jest-environment jsdom
 */
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Hierarchy } from "../../../src/lib/search/records"
import type { SearchHit } from "../../../src/components/search/hit-display"
import { HitItem } from "../../../src/components/search/HitItem"
import { HitList } from "../../../src/components/search/HitList"

// Hits as useHits hands them to the screens: highlight values HTML-escaped, matched words in <mark>.
const mark = (text: string) => `<mark>${text}</mark>`

function createHit(
  id: string,
  type: SearchHit["type"],
  url: string,
  levels: Partial<Hierarchy>,
  highlighted: Partial<Hierarchy> = {},
  snippet?: string,
): SearchHit {
  const hierarchy = { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...levels }
  const value = (level: keyof Hierarchy) => ({ value: highlighted[level] ?? hierarchy[level] ?? "" })
  return {
    objectID: id,
    type,
    url,
    hierarchy,
    content: snippet ? snippet.replace(/<\/?mark>/g, "") : null,
    language: "en",
    docTag: url.startsWith("/api") ? "api" : "docs",
    _highlightResult: {
      hierarchy: Object.fromEntries((["lvl0", "lvl1", "lvl2", "lvl3"] as const).map(level => [level, value(level)])),
    },
    ...(snippet ? { _snippetResult: { content: { value: snippet } } } : {}),
  }
}

const hits: SearchHit[] = [
  createHit(
    "paypal",
    "lvl1",
    "/store/payment-methods/paypal",
    { lvl0: "Store", lvl1: "PayPal" },
    { lvl1: mark("PayPal") },
  ),
  createHit(
    "balance",
    "lvl2",
    "/api/users/balance#paypal-refunds",
    { lvl0: "API", lvl1: "User balance", lvl2: "PayPal refunds" },
    { lvl2: `${mark("PayPal")} refunds` },
  ),
  createHit(
    "webhooks",
    "content",
    "/store/payment-methods/paypal#webhooks",
    { lvl0: "Store", lvl1: "PayPal", lvl2: "Webhooks" },
    {},
    `Turn on webhooks so ${mark("PayPal")} payments are confirmed &lt;b&gt;at once&lt;/b&gt;…`,
  ),
  createHit("status", "lvl1", "https://status.questforge.example/paypal", { lvl0: "Store", lvl1: "Payment status" }),
]

function renderList(activeIndex = 0, onOpen = jest.fn(), onHover = jest.fn()) {
  render(<HitList hits={hits} listId="results" activeIndex={activeIndex} onOpen={onOpen} onHover={onHover} />)
  return { onOpen, onHover }
}

const option = (name: string | RegExp) => screen.getByRole("option", { name })

describe("the modal's result list", () => {
  it("groups the hits under their section, sections in the order of their best hit", () => {
    renderList()
    const list = screen.getByRole("listbox", { name: "Search results" })
    const groups = within(list)
      .getAllByRole("group")
      .map(group => [
        document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent,
        within(group)
          .getAllByRole("option")
          .map(o => o.querySelector(".search-hit-title")?.textContent),
      ])
    expect(groups).toEqual([
      ["Store", ["PayPal", "Webhooks", "Payment status"]],
      ["API", ["PayPal refunds"]],
    ])
  })

  it("numbers the options in the order shown, marking the active one for the arrow keys", () => {
    renderList(2)
    const options = screen.getAllByRole("option")
    expect(options.map(o => o.id)).toEqual([
      "results-option-0",
      "results-option-1",
      "results-option-2",
      "results-option-3",
    ])
    expect(options.map(o => o.getAttribute("aria-selected"))).toEqual(["false", "false", "true", "false"])
    expect(options[2].querySelector(".search-hit-title")?.textContent).toBe("Payment status")
  })

  it("marks the matched words of titles and snippets, as text, never as HTML", () => {
    renderList()
    const refunds = option(/PayPal refunds/)
    expect([...refunds.querySelectorAll("mark")].map(m => m.textContent)).toEqual(["PayPal"])
    const webhooks = option(/^Webhooks/)
    expect(webhooks.querySelector(".search-hit-snippet")?.textContent).toBe(
      "Turn on webhooks so PayPal payments are confirmed <b>at once</b>…",
    )
    expect([...webhooks.querySelectorAll(".search-hit-snippet mark")].map(m => m.textContent)).toEqual(["PayPal"])
    expect(webhooks.querySelector("b")).toBeNull()
  })

  it("shows where each hit sits: its page and headings above it, or its section for a page", () => {
    renderList()
    const path = (name: string | RegExp) => option(name).querySelector(".search-hit-path")?.textContent
    expect(path("PayPal Store")).toBe("Store")
    expect(path(/PayPal refunds/)).toBe("User balance")
    expect(path(/^Webhooks/)).toBe("PayPal")
  })

  it("links each hit to its page, and an external hit to a new tab that it announces", () => {
    renderList()
    expect(option(/PayPal refunds/).getAttribute("href")).toBe("/api/users/balance#paypal-refunds")
    const external = option(/Payment status/)
    expect(external.getAttribute("href")).toBe("https://status.questforge.example/paypal")
    expect([external.getAttribute("target"), external.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"])
    expect(external.textContent).toContain("opens in a new tab")
    expect(option(/PayPal refunds/).getAttribute("target")).toBeNull()
  })

  it("opens a hit on click, in a new tab with Ctrl, and makes the hovered hit active", async () => {
    const user = userEvent.setup()
    const { onOpen, onHover } = renderList()
    await user.click(option(/PayPal refunds/))
    await user.keyboard("{Control>}")
    await user.click(option("PayPal Store"))
    await user.keyboard("{/Control}")
    expect(onOpen.mock.calls.map(([hit, newTab]) => [hit.objectID, newTab])).toEqual([
      ["balance", false],
      ["paypal", true],
    ])
    expect(onHover).toHaveBeenCalledWith(3)
  })

  it("names the page beside hits that share a title with a hit on another page", () => {
    const shared = [
      createHit("a", "lvl2", "/store/discounts/coupons#combine", {
        lvl0: "Store",
        lvl1: "Coupons",
        lvl2: "How discounts combine",
      }),
      createHit("b", "lvl2", "/store/discounts/sales#combine", {
        lvl0: "Store",
        lvl1: "Sales",
        lvl2: "How discounts combine",
      }),
      createHit("c", "lvl2", "/store/discounts/sales#dates", { lvl0: "Store", lvl1: "Sales", lvl2: "Dates" }),
    ]
    render(<HitList hits={shared} listId="r" activeIndex={0} onOpen={jest.fn()} onHover={jest.fn()} />)
    expect(screen.getAllByRole("option").map(o => o.querySelector(".search-hit-title")?.textContent)).toEqual([
      "How discounts combine · Coupons",
      "How discounts combine · Sales",
      "Dates",
    ])
  })
})

describe("a result on the /search page", () => {
  it("is a plain link Tab reaches, with its section first in its path", () => {
    render(
      <ol>
        <HitItem hit={hits[1]} variant="link" id="result-0" onOpen={jest.fn()} />
      </ol>,
    )
    expect(screen.queryByRole("option")).toBeNull()
    const link = screen.getByRole("link", { name: /PayPal refunds/ })
    expect(link.getAttribute("tabindex")).toBeNull()
    expect(link.querySelector(".search-hit-path")?.textContent).toBe("API › User balance")
  })

  it("leaves a middle click or Shift+click to the browser", async () => {
    const user = userEvent.setup()
    const onOpen = jest.fn()
    render(
      <ol>
        <HitItem hit={hits[1]} variant="link" id="result-0" onOpen={onOpen} />
      </ol>,
    )
    await user.keyboard("{Shift>}")
    await user.click(screen.getByRole("link", { name: /PayPal refunds/ }))
    await user.keyboard("{/Shift}")
    expect(onOpen).not.toHaveBeenCalled()
  })
})
