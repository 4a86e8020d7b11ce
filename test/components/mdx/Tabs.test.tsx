/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { TabItem, Tabs } from "../../../src/components/mdx/Tabs"

function Samples({ groupId, name }: { groupId?: string; name: string }) {
  return (
    <section aria-label={name}>
      <Tabs groupId={groupId}>
        <TabItem label="cURL">curl sample</TabItem>
        <TabItem label="JavaScript">fetch sample</TabItem>
        <TabItem label="Python">requests sample</TabItem>
      </Tabs>
    </section>
  )
}

const inSet = (name: string) => within(screen.getByRole("region", { name }))
/** The one panel a reader sees (role queries skip `hidden` elements), and what it says. */
const shownPanel = (name: string) => inSet(name).getByRole("tabpanel")

// Each test names its own group: the choice is kept for the whole visit, as on the site.
let group = 0
const nextGroup = () => `languages-${(group += 1)}`

beforeEach(() => window.localStorage.clear())

describe("a tab set", () => {
  it("shows the first tab's panel and hides the others, each tab naming the panel it controls", () => {
    render(<Samples name="Samples" />)
    const tabs = inSet("Samples").getAllByRole("tab")
    expect(tabs.map(tab => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["cURL", "true"],
      ["JavaScript", "false"],
      ["Python", "false"],
    ])
    expect(shownPanel("Samples").textContent).toBe("curl sample")
    expect(inSet("Samples").getAllByRole("tabpanel")).toHaveLength(1)
    const panels = inSet("Samples").getAllByRole("tabpanel", { hidden: true })
    expect(tabs.map(tab => tab.getAttribute("aria-controls"))).toEqual(panels.map(panel => panel.id))
    expect(panels.map(panel => panel.hidden)).toEqual([false, true, true])
    // Each panel is named by its tab.
    expect(inSet("Samples").getByRole("tabpanel", { name: "cURL" })).toBe(shownPanel("Samples"))
  })

  it("switches panel on a click", async () => {
    const user = userEvent.setup()
    render(<Samples name="Samples" />)
    await user.click(inSet("Samples").getByRole("tab", { name: "Python" }))
    expect(inSet("Samples").getByRole("tab", { name: "Python", selected: true })).toBeTruthy()
    expect(shownPanel("Samples").textContent).toBe("requests sample")
  })

  it("moves between tabs with the arrow keys, wrapping at both ends, and jumps with Home and End", async () => {
    const user = userEvent.setup()
    render(<Samples name="Samples" />)
    const tab = (name: string) => inSet("Samples").getByRole("tab", { name })
    await user.tab()
    expect(document.activeElement).toBe(tab("cURL"))
    const steps: [string, string, string][] = [
      ["{ArrowRight}", "JavaScript", "fetch sample"],
      ["{ArrowRight}", "Python", "requests sample"],
      ["{ArrowRight}", "cURL", "curl sample"],
      ["{ArrowLeft}", "Python", "requests sample"],
      ["{Home}", "cURL", "curl sample"],
      ["{End}", "Python", "requests sample"],
    ]
    for (const [key, name, text] of steps) {
      await user.keyboard(key)
      expect([document.activeElement?.textContent, tab(name).getAttribute("aria-selected")]).toEqual([name, "true"])
      expect(shownPanel("Samples").textContent).toBe(text)
    }
  })

  it("is one stop for Tab: only the selected tab is in the tab order", async () => {
    const user = userEvent.setup()
    render(
      <>
        <Samples name="Samples" />
        <button type="button">After</button>
      </>,
    )
    await user.click(inSet("Samples").getByRole("tab", { name: "JavaScript" }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "After" }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(inSet("Samples").getByRole("tab", { name: "JavaScript" }))
  })

  it("without a group, keeps its choice to itself", async () => {
    const user = userEvent.setup()
    render(
      <>
        <Samples name="First" />
        <Samples name="Second" />
      </>,
    )
    await user.click(inSet("First").getByRole("tab", { name: "Python" }))
    expect(shownPanel("Second").textContent).toBe("curl sample")
  })
})

describe("tab sets of one group", () => {
  it("switch together, and a set that is shown later opens on the reader's choice", async () => {
    const user = userEvent.setup()
    const groupId = nextGroup()
    const { rerender } = render(
      <>
        <Samples groupId={groupId} name="First" />
        <Samples groupId={groupId} name="Second" />
      </>,
    )
    await user.click(inSet("First").getByRole("tab", { name: "JavaScript" }))
    expect(shownPanel("Second").textContent).toBe("fetch sample")
    // Another page with the same group (the first set gone, a new one mounted).
    rerender(<Samples groupId={groupId} name="Third" />)
    expect(shownPanel("Third").textContent).toBe("fetch sample")
  })

  it("remember the choice across reloads: a stored choice opens the set on it", async () => {
    const user = userEvent.setup()
    const groupId = nextGroup()
    const { unmount } = render(<Samples groupId={groupId} name="Samples" />)
    await user.click(inSet("Samples").getByRole("tab", { name: "Python" }))
    unmount()
    // What the next page load reads: the browser's storage, under the group's key.
    const stored = window.localStorage.getItem(`docs-tab-choice-${groupId}`)
    expect(stored).toBe("Python")

    const reloaded = nextGroup()
    window.localStorage.setItem(`docs-tab-choice-${reloaded}`, "JavaScript")
    render(<Samples groupId={reloaded} name="Reloaded" />)
    expect(shownPanel("Reloaded").textContent).toBe("fetch sample")
  })

  it("leave a set as it is when the group's choice is a label it does not offer", async () => {
    const user = userEvent.setup()
    const groupId = nextGroup()
    render(
      <>
        <Samples groupId={groupId} name="Samples" />
        <section aria-label="Plugins">
          <Tabs groupId={groupId}>
            <TabItem label="cURL">curl plugin</TabItem>
            <TabItem label="Java">java plugin</TabItem>
          </Tabs>
        </section>
      </>,
    )
    await user.click(inSet("Samples").getByRole("tab", { name: "Python" }))
    expect(shownPanel("Plugins").textContent).toBe("curl plugin")
    await user.click(inSet("Plugins").getByRole("tab", { name: "Java" }))
    expect(shownPanel("Plugins").textContent).toBe("java plugin")
    expect(shownPanel("Samples").textContent).toBe("requests sample")
  })

  it("follow a choice made in another browser tab, after one made in this tab too", async () => {
    const user = userEvent.setup()
    const groupId = nextGroup()
    render(<Samples groupId={groupId} name="Samples" />)
    await user.click(inSet("Samples").getByRole("tab", { name: "JavaScript" }))
    act(() => {
      window.localStorage.setItem(`docs-tab-choice-${groupId}`, "Python")
      window.dispatchEvent(new StorageEvent("storage", { key: `docs-tab-choice-${groupId}`, newValue: "Python" }))
    })
    expect(shownPanel("Samples").textContent).toBe("requests sample")
  })
})

describe("when the browser refuses storage", () => {
  const original = Object.getOwnPropertyDescriptor(window, "localStorage")
  afterEach(() => {
    if (original) Object.defineProperty(window, "localStorage", original)
    jest.restoreAllMocks()
  })

  it("still switches the sets of one group together while reading storage throws", async () => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    })
    const user = userEvent.setup()
    const groupId = nextGroup()
    render(
      <>
        <Samples groupId={groupId} name="First" />
        <Samples groupId={groupId} name="Second" />
      </>,
    )
    expect(shownPanel("First").textContent).toBe("curl sample")
    await user.click(inSet("First").getByRole("tab", { name: "Python" }))
    expect(shownPanel("First").textContent).toBe("requests sample")
    expect(shownPanel("Second").textContent).toBe("requests sample")
  })

  it("still switches when storage is full and every write throws", async () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError")
    })
    const user = userEvent.setup()
    const groupId = nextGroup()
    render(
      <>
        <Samples groupId={groupId} name="First" />
        <Samples groupId={groupId} name="Second" />
      </>,
    )
    await user.click(inSet("Second").getByRole("tab", { name: "JavaScript" }))
    expect(shownPanel("First").textContent).toBe("fetch sample")
    expect(window.localStorage.getItem(`docs-tab-choice-${groupId}`)).toBeNull()
  })
})
