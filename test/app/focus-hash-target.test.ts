/**
 * @jest-environment jsdom
 */
import { focusHashTarget, keepSectionFocus } from "../../src/app/focus-hash-target"

beforeEach(() => {
  document.body.innerHTML = `<a href="#x">top</a><h2 id="rotate-the-server-key">Rotate</h2><h2 id="größe">Größe</h2><button id="b">B</button>`
})

describe("focus after a client navigation to a section", () => {
  it("moves to the heading the hash names, kept out of the Tab order", () => {
    focusHashTarget("#rotate-the-server-key")
    const heading = document.getElementById("rotate-the-server-key")!
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute("tabindex")).toBe("-1")
  })

  it("decodes the hash, and leaves a focusable element's own tabindex alone", () => {
    focusHashTarget("#gr%C3%B6%C3%9Fe")
    expect(document.activeElement?.id).toBe("größe")
    focusHashTarget("#b")
    expect(document.activeElement?.id).toBe("b")
    expect(document.getElementById("b")!.hasAttribute("tabindex")).toBe(false)
  })

  it("leaves the focus alone for no hash, an unknown one and malformed escapes", () => {
    const before = document.activeElement
    for (const hash of ["", "#", "#missing", "#%", "#%E0%A4%A"]) {
      expect(() => focusHashTarget(hash)).not.toThrow()
      expect(document.activeElement).toBe(before)
    }
  })
})

describe("keeping the section focused while the router settles", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("takes the focus back from an element around the section, for a while only", () => {
    document.body.innerHTML = `<div id="wrapper" tabindex="-1"><h2 id="s">S</h2></div><button id="elsewhere">E</button>`
    const section = focusHashTarget("#s")!
    keepSectionFocus(section, 1000)
    document.getElementById("wrapper")!.focus()
    expect(document.activeElement).toBe(section)
    // The reader's own move elsewhere stays.
    document.getElementById("elsewhere")!.focus()
    expect(document.activeElement?.id).toBe("elsewhere")
    jest.advanceTimersByTime(1000)
    document.getElementById("wrapper")!.focus()
    expect(document.activeElement?.id).toBe("wrapper")
  })
})
