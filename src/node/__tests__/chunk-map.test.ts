import { pageChunkMap } from "../chunk-map"

describe("pageChunkMap", () => {
  it("gives page components their script files from the webpack stats, keeping Gatsby's other entries", () => {
    const map = pageChunkMap(
      { app: ["/app-0f67c550c54997591e67.js"], "component---src-pages-search-tsx": [] },
      {
        "component---src-pages-search-tsx": ["9911-0f67c550c54997591e67.js", "p-4993-ced8529e6f5e5b41e91b.js"],
        "component---src-templates-doc-page-tsx-content-file-path-content-docs-a-mdx": [
          "p-3494-ced8529e6f5e5b41e91b.js",
          "styles.ad57918572be3a5bf4fe.css",
        ],
        app: ["app-0f67c550c54997591e67.js", "styles.ad57918572be3a5bf4fe.css"],
      },
    )
    expect(map).toEqual({
      app: ["/app-0f67c550c54997591e67.js"],
      "component---src-pages-search-tsx": ["/9911-0f67c550c54997591e67.js", "/p-4993-ced8529e6f5e5b41e91b.js"],
      "component---src-templates-doc-page-tsx-content-file-path-content-docs-a-mdx": [
        "/p-3494-ced8529e6f5e5b41e91b.js",
      ],
    })
  })
})
