import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { versionedCache, type WebpackCache } from "../../../src/node/webpack/cache-version"

const withCacheVersion = (cache: WebpackCache | false, root: string, files: string[] = []) =>
  versionedCache(cache, root, files).cache as WebpackCache

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
  const cache: WebpackCache = {
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
    expect(result.buildDependencies).toEqual({ defaultWebpack: [] })
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
    const cache: WebpackCache = {
      type: "filesystem",
      buildDependencies: { config: [path.join(root, "gatsby-node.js")] },
    }
    expect(withCacheVersion(cache, root)).toBe(cache)
    expect(versionedCache(false, root).cache).toBe(false)
  })

  it("keeps a version already set, in front of its own", () => {
    const { root, cache } = site()
    expect(withCacheVersion({ ...cache, version: "v2" }, root).version).toMatch(/^v2-[0-9a-f]{16}$/)
  })

  it("leaves out of webpack's build dependencies the loaders the version covers, and keeps the rest", () => {
    const { root, cache, bundle } = site()
    const { plugin } = versionedCache(cache, root, [bundle])
    let store: ((dependencies: Set<string>) => void) | undefined
    plugin?.apply({ cache: { hooks: { storeBuildDependencies: { tap: (_options, fn) => (store = fn) } } } })
    const loader = path.join(root, "node_modules", "babel-loader", "lib", "index.js")
    const other = path.join(root, "loaders", "custom.cjs")
    const dependencies = new Set([loader, bundle, other])
    store?.(dependencies)
    expect([...dependencies]).toEqual([other])
  })

  it("takes them out through the installed webpack's own cache hook, before its disk cache records them", async () => {
    const { root, cache, bundle } = site()
    const { plugin } = versionedCache(cache, root, [bundle])
    const { webpack } = await import("webpack")
    const compiler = webpack({
      context: root,
      entry: {},
      cache: { type: "filesystem", cacheDirectory: path.join(root, "webpack-cache") },
      infrastructureLogging: { level: "none" },
    })
    plugin!.apply(compiler as never) // webpack types the dependencies as any Iterable; it hands over its LazySet
    const loader = path.join(root, "node_modules", "babel-loader", "lib", "index.js")
    const other = path.join(root, "loaders", "custom.cjs")
    const dependencies = new Set([loader, bundle, other])
    // What webpack's disk cache sees, tapped as it taps the hook (stage 10, after the plugin).
    let recorded: string[] = []
    compiler.cache.hooks.storeBuildDependencies.tap({ name: "disk cache", stage: 10 }, seen => {
      recorded = [...seen]
    })
    await new Promise<void>((resolve, reject) =>
      compiler.cache.storeBuildDependencies(dependencies, error => (error ? reject(error) : resolve())),
    )
    expect(recorded).toEqual([other])
    await new Promise<void>(resolve => compiler.close(() => resolve()))
  })
})
