/**
 * @jest-environment jsdom
 */
import { render, screen, within } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import userEvent from "@testing-library/user-event"
import type { SidebarItem } from "../../../src/lib/sidebar/types"
import { Sidebar } from "../../../src/components/sidebar/Sidebar"

const tree: SidebarItem[] = [
  { type: "doc", label: "Welcome", path: "/" },
  {
    type: "category",
    label: "Store",
    path: "/category/store",
    items: [
      { type: "doc", label: "Products", path: "/store/products" },
      {
        type: "category",
        label: "Discounts",
        path: "/category/discounts",
        items: [{ type: "doc", label: "Coupons", path: "/store/discounts/coupons" }],
      },
    ],
  },
  {
    type: "category",
    label: "Users",
    path: "/category/users",
    items: [{ type: "doc", label: "Groups", path: "/users/groups" }],
  },
]

const renderSidebar = (current: string) => render(<Sidebar items={tree} current={current} label="Docs sidebar" />)
const sidebar = () => within(screen.getByRole("navigation", { name: "Docs sidebar" }))

describe("the sidebar on a page deep in the tree", () => {
  it("marks the current page's link as the current page, and only that link", () => {
    renderSidebar("/store/discounts/coupons")
    expect(sidebar().getByRole("link", { name: "Coupons" }).getAttribute("aria-current")).toBe("page")
    const others = sidebar()
      .getAllByRole("link")
      .filter(link => link.textContent !== "Coupons")
    expect(others.map(link => link.getAttribute("aria-current"))).toEqual(others.map(() => null))
  })

  it("opens every category on the way to the current page and leaves the others closed", () => {
    renderSidebar("/store/discounts/coupons")
    expect(sidebar().getByRole("button", { name: "Collapse Store" }).getAttribute("aria-expanded")).toBe("true")
    expect(sidebar().getByRole("button", { name: "Collapse Discounts" }).getAttribute("aria-expanded")).toBe("true")
    expect(sidebar().getByRole("button", { name: "Expand Users" }).getAttribute("aria-expanded")).toBe("false")
  })

  it("links every label to its page: pages to their path, categories to their generated page", () => {
    renderSidebar("/store/discounts/coupons")
    const hrefs = sidebar()
      .getAllByRole("link")
      .map(link => [link.textContent, link.getAttribute("href")])
    expect(hrefs).toEqual([
      ["Welcome", "/"],
      ["Store", "/category/store"],
      ["Products", "/store/products"],
      ["Discounts", "/category/discounts"],
      ["Coupons", "/store/discounts/coupons"],
      ["Users", "/category/users"],
    ])
  })

  it("renders nothing of a closed category but its row: its pages are not in the document", () => {
    renderSidebar("/store/products")
    expect(screen.queryByRole("link", { name: "Groups", hidden: true })).toBeNull()
    const toggle = sidebar().getByRole("button", { name: "Expand Users" })
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "")
    expect(list?.hidden).toBe(true)
  })

  it("carries the open path in the server-rendered HTML, for readers before or without JavaScript", () => {
    const page = document.createElement("div")
    page.innerHTML = renderToString(<Sidebar items={tree} current="/store/discounts/coupons" label="Docs sidebar" />)
    const html = within(within(page).getByRole("navigation", { name: "Docs sidebar" }))
    expect(html.getByRole("link", { name: "Coupons" }).getAttribute("aria-current")).toBe("page")
    expect(html.getByRole("button", { name: "Collapse Discounts" }).getAttribute("aria-expanded")).toBe("true")
    expect(html.queryByRole("link", { name: "Groups", hidden: true })).toBeNull()
  })

  it("marks a category's own page as current when the reader is on it", () => {
    renderSidebar("/category/users")
    expect(sidebar().getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page")
    expect(sidebar().getByRole("button", { name: "Collapse Users" }).getAttribute("aria-expanded")).toBe("true")
  })
})

describe("folding a category", () => {
  it("opens and closes with a click, showing the category's pages while open", async () => {
    const user = userEvent.setup()
    renderSidebar("/")
    await user.click(sidebar().getByRole("button", { name: "Expand Users" }))
    const collapse = sidebar().getByRole("button", { name: "Collapse Users" })
    expect(collapse.getAttribute("aria-expanded")).toBe("true")
    expect(sidebar().getByRole("link", { name: "Groups" }).getAttribute("href")).toBe("/users/groups")
    expect(document.getElementById(collapse.getAttribute("aria-controls") ?? "")?.hidden).toBe(false)

    await user.click(collapse)
    expect(sidebar().getByRole("button", { name: "Expand Users" }).getAttribute("aria-expanded")).toBe("false")
    expect(sidebar().queryByRole("link", { name: "Groups" })).toBeNull()
  })

  it("opens and closes from the keyboard: Tab reaches the toggle, Enter and Space press it", async () => {
    const user = userEvent.setup()
    renderSidebar("/")
    // Welcome, Store, Expand Store, Users, Expand Users.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(sidebar().getByRole("button", { name: "Expand Store" }))
    await user.keyboard("{Enter}")
    expect(sidebar().getByRole("link", { name: "Products" })).toBeTruthy()
    expect(document.activeElement).toBe(sidebar().getByRole("button", { name: "Collapse Store" }))
    await user.keyboard(" ")
    expect(sidebar().queryByRole("link", { name: "Products" })).toBeNull()
    expect(sidebar().getByRole("button", { name: "Expand Store" }).getAttribute("aria-expanded")).toBe("false")
  })

  it("stays as the reader left it while they move between pages outside it", async () => {
    const user = userEvent.setup()
    const { rerender } = renderSidebar("/store/products")
    await user.click(sidebar().getByRole("button", { name: "Expand Users" }))
    rerender(<Sidebar items={tree} current="/" label="Docs sidebar" />)
    expect(sidebar().getByRole("link", { name: "Groups" })).toBeTruthy()
    // The current page's category stays open: it was opened on arrival, not closed by leaving.
    expect(sidebar().getByRole("button", { name: "Collapse Store" })).toBeTruthy()
  })

  it("opens a category the reader had closed when they arrive on a page inside it", async () => {
    const user = userEvent.setup()
    const { rerender } = renderSidebar("/store/products")
    await user.click(sidebar().getByRole("button", { name: "Collapse Store" }))
    expect(sidebar().queryByRole("link", { name: "Products" })).toBeNull()
    rerender(<Sidebar items={tree} current="/store/discounts/coupons" label="Docs sidebar" />)
    expect(sidebar().getByRole("link", { name: "Coupons" }).getAttribute("aria-current")).toBe("page")
    expect(sidebar().getByRole("button", { name: "Collapse Store" }).getAttribute("aria-expanded")).toBe("true")
  })
})
