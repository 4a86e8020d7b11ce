import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { withCacheVersion } from "../cache-version"

function site() {
  const root = mkdtempSync(path.join(os.tmpdir(), "qf-cache-version-"))
  mkdirSync(path.join(root, "node_modules", "gatsby", "dist"), { recursive: true })
  writeFileSync(
    path.join(root, "node_modules", ".package-lock.json"),
    '{"packages":{"node_modules/gatsby":{"version":"5.0.0"}}}',
  )
  writeFileSync(path.join(root, "node_modules", "gatsby", "dist", "webpack.config.js"), "module.exports = 1")
  writeFileSync(path.join(root, "gatsby-node.js"), "require('./bundle')")
  writeFileSync(path.join(root, "bundle.cjs"), "exports.hooks = 1")
  const cache = {
    type: "filesystem",
    name: "build-javascript",
    buildDependencies: {
      config: [
        path.join(root, "node_modules", "gatsby", "dist", "webpack.config.js"),
        path.join(root, "gatsby-node.js"),
      ],
    },
  }
  return { root, cache, bundle: path.join(root, "bundle.cjs") }
}

describe("withCacheVersion", () => {
  it("replaces the build dependencies with a version and keeps the other options", () => {
    const { root, cache, bundle } = site()
    const result = withCacheVersion(cache, root, [bundle])
    expect(result.buildDependencies).toEqual({})
    expect(result.version).toMatch(/^[0-9a-f]{16}$/)
    expect(result).toMatchObject({ type: "filesystem", name: "build-javascript" })
    expect(withCacheVersion(cache, root, [bundle]).version).toBe(result.version)
  })

  it("changes the version when the installed packages change", () => {
    const { root, cache, bundle } = site()
    const before = withCacheVersion(cache, root, [bundle]).version
    writeFileSync(
      path.join(root, "node_modules", ".package-lock.json"),
      '{"packages":{"node_modules/gatsby":{"version":"5.0.1"}}}',
    )
    expect(withCacheVersion(cache, root, [bundle]).version).not.toBe(before)
  })

  it("changes the version when a named file outside node_modules changes, not for one inside", () => {
    const { root, cache, bundle } = site()
    const before = withCacheVersion(cache, root, [bundle]).version
    writeFileSync(path.join(root, "node_modules", "gatsby", "dist", "webpack.config.js"), "module.exports = 2")
    expect(withCacheVersion(cache, root, [bundle]).version).toBe(before) // covered by the install record
    writeFileSync(bundle, "exports.hooks = 2")
    const afterBundle = withCacheVersion(cache, root, [bundle]).version
    expect(afterBundle).not.toBe(before)
    writeFileSync(path.join(root, "gatsby-node.js"), "require('./other')")
    expect(withCacheVersion(cache, root, [bundle]).version).not.toBe(afterBundle)
  })

  it("keeps the build dependencies without an install record, and a cache turned off", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "qf-cache-version-"))
    const cache = { type: "filesystem", buildDependencies: { config: [path.join(root, "gatsby-node.js")] } }
    expect(withCacheVersion(cache, root)).toBe(cache)
    expect(withCacheVersion(false, root)).toBe(false)
  })

  it("keeps a version already set, in front of its own", () => {
    const { root, cache } = site()
    expect(withCacheVersion({ ...cache, version: "v2" }, root).version).toMatch(/^v2-[0-9a-f]{16}$/)
  })
})
