import { createElement, isValidElement } from "react"
import { linkGlobalStylesheet } from "../../src/app/linked-stylesheet"

describe("linkGlobalStylesheet", () => {
  it("turns Gatsby's inline global stylesheet into a link to the same file", () => {
    const style = createElement("style", {
      key: "css",
      "data-href": "/styles.3ba93e4bc033968e7316.css",
      "data-identity": "gatsby-global-css",
      dangerouslySetInnerHTML: { __html: "body{margin:0}" },
    })
    const [link] = linkGlobalStylesheet([style])
    expect(isValidElement(link) && link.type).toBe("link")
    expect(isValidElement(link) && link.props).toEqual({ rel: "stylesheet", href: "/styles.3ba93e4bc033968e7316.css" })
  })

  it("links the stylesheet named in the HTML renderer when the build compiled one in", () => {
    const global = globalThis as { __GLOBAL_STYLESHEET__?: string }
    global.__GLOBAL_STYLESHEET__ = "styles.f94774d9a503d29a1adc.css"
    try {
      const style = createElement("style", {
        "data-href": "/styles.3ba93e4bc033968e7316.css",
        "data-identity": "gatsby-global-css",
      })
      const [link] = linkGlobalStylesheet([style])
      expect(isValidElement(link) && (link.props as { href: string }).href).toBe("/styles.f94774d9a503d29a1adc.css")
    } finally {
      delete global.__GLOBAL_STYLESHEET__
    }
  })

  it("leaves every other head element alone", () => {
    const other = [
      createElement("style", { key: "a", dangerouslySetInnerHTML: { __html: "p{}" } }),
      createElement("script", { key: "b", src: "/x.js" }),
      "text",
    ]
    expect(linkGlobalStylesheet(other)).toEqual(other)
  })
})
