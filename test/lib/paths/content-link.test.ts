import { contentLink } from "../../../src/lib/paths/content-link"

describe("contentLink", () => {
  it.each([
    ["/store/products", { kind: "page", href: "/store/products" }],
    ["/store/products.html#fees", { kind: "page", href: "/store/products#fees" }],
    ["/api/index.html?tab=curl", { kind: "page", href: "/api?tab=curl" }],
    ["/", { kind: "page", href: "/" }],
    ["/api/openapi.yaml", { kind: "plain", href: "/api/openapi.yaml" }],
    ["#fees", { kind: "plain", href: "#fees" }],
    ["mailto:support@example.com", { kind: "plain", href: "mailto:support@example.com" }],
    ["//evil.example/x", { kind: "plain", href: "//evil.example/x" }],
    ["https://stripe.com/docs", { kind: "external", href: "https://stripe.com/docs" }],
    ["HTTP://Example.com", { kind: "external", href: "HTTP://Example.com" }],
  ] as const)("%s is %o", (href, expected) => {
    expect(contentLink(href)).toEqual(expected)
  })
})
