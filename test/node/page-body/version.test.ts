import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { BUILD_CODE_DIGEST } from "../../../src/node/build-code"
import { compileVersion } from "../../../src/node/page-body/version"

/** A site with a page, a non-page content file and npm's record of the installed packages. */
function site(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "compile-version-"))
  mkdirSync(path.join(root, "content/docs"), { recursive: true })
  mkdirSync(path.join(root, "node_modules"))
  writeFileSync(path.join(root, "content/docs/page.mdx"), "# Page\n")
  writeFileSync(path.join(root, "content/product.yaml"), "name: Questforge\n")
  writeFileSync(path.join(root, "node_modules/.package-lock.json"), "{}")
  return root
}

describe("compileVersion", () => {
  it("names the build's code by the digest taken when it loaded, so a deleted bundle file changes nothing", () => {
    const root = site()
    const bundle = path.join(root, ".build/gatsby-api/index.cjs")
    mkdirSync(path.dirname(bundle), { recursive: true })
    writeFileSync(bundle, "module.exports = {}")
    const before = compileVersion(root, BUILD_CODE_DIGEST)
    // The bundle removed after the build loaded it (a clean of the project's build folders).
    rmSync(path.join(root, ".build"), { recursive: true })
    expect(compileVersion(root, BUILD_CODE_DIGEST)).toBe(before)
    expect(compileVersion(root, "other code")).not.toBe(before)
  })

  it("changes with a non-page content file or the installed packages, not with a page's own MDX", () => {
    const root = site()
    const first = compileVersion(root, "code")
    writeFileSync(path.join(root, "content/docs/page.mdx"), "# Page, edited\n")
    expect(compileVersion(root, "code")).toBe(first)
    writeFileSync(path.join(root, "content/product.yaml"), "name: Other\n")
    const second = compileVersion(root, "code")
    expect(second).not.toBe(first)
    writeFileSync(path.join(root, "node_modules/.package-lock.json"), '{"packages":{}}')
    expect(compileVersion(root, "code")).not.toBe(second)
  })
})
