import { pageIndependentLoader } from "../../src/app/page-path-script"

describe("pageIndependentLoader", () => {
  const gatsby = (path: string) =>
    `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};window.___webpackCompilationHash="abc123";/*]]>*/`

  it("moves the page path into an attribute, so every page has the same script text", () => {
    const a = pageIndependentLoader(gatsby("/store/products"))
    const b = pageIndependentLoader(gatsby('/odd "path"\\x'))
    expect(a?.pagePath).toBe("/store/products")
    expect(b?.pagePath).toBe('/odd "path"\\x')
    expect(a?.script).toBe(b?.script)
    expect(a?.script).toContain('window.pagePath=document.currentScript.getAttribute("data-page-path");')
    expect(a?.script).toContain('window.___webpackCompilationHash="abc123";')
  })

  it("leaves other shapes alone (inline page data, unknown text)", () => {
    expect(pageIndependentLoader(`window.pagePath="/";window.pageData={};`)).toBeNull()
    expect(pageIndependentLoader("window.somethingElse=1")).toBeNull()
  })
})
