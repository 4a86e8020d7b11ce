import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

type Check = (filePath: string, basePath?: string) => string
interface TrueCaseModule {
  trueCasePathSync: Check
}
const { withTrueCaseOnce, trueCaseOnce } = require("../true-case-once.cjs") as {
  withTrueCaseOnce: (module: TrueCaseModule) => void
  trueCaseOnce: (siteRoot: string) => void
}

const ROOT = path.resolve(__dirname, "../../../..")
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json", { paths: [ROOT] }))
const trueCasePathFile = require.resolve("true-case-path", { paths: [gatsbyDir] })

/** A fake `true-case-path` whose check records each call. */
function counted(answer: Check) {
  const calls: Array<[string, string | undefined]> = []
  const module: TrueCaseModule = {
    trueCasePathSync: (filePath, basePath) => {
      calls.push([filePath, basePath])
      return answer(filePath, basePath)
    },
  }
  withTrueCaseOnce(module)
  return { module, calls }
}

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe("true-case-once", () => {
  it("checks each path once and answers every later call from the first", () => {
    const { module, calls } = counted(file => file.replace("templates", "Templates"))
    const component = "/site/src/templates/doc-page.tsx"
    for (let page = 0; page < 100; page++) {
      expect(module.trueCasePathSync(component)).toBe("/site/src/Templates/doc-page.tsx")
    }
    expect(module.trueCasePathSync("/site/src/templates/category-page.tsx")).toBe(
      "/site/src/Templates/category-page.tsx",
    )
    expect(calls).toEqual([
      [component, undefined],
      ["/site/src/templates/category-page.tsx", undefined],
    ])
  })

  it("keeps answers apart by base folder and passes the base on", () => {
    const { module, calls } = counted((file, base) => `${base ?? "/"}|${file}`)
    expect(module.trueCasePathSync("src/a.tsx", "/one")).toBe("/one|src/a.tsx")
    expect(module.trueCasePathSync("src/a.tsx", "/two")).toBe("/two|src/a.tsx")
    expect(module.trueCasePathSync("src/a.tsx", "/one")).toBe("/one|src/a.tsx")
    expect(calls).toEqual([
      ["src/a.tsx", "/one"],
      ["src/a.tsx", "/two"],
    ])
  })

  it("checks a missing file again on every call, so Gatsby's error stays", () => {
    const { module, calls } = counted(file => {
      throw new Error(`[true-case-path]: Called with ${file}, but no matching file exists`)
    })
    expect(() => module.trueCasePathSync("/site/missing.tsx")).toThrow("no matching file exists")
    expect(() => module.trueCasePathSync("/site/missing.tsx")).toThrow("no matching file exists")
    expect(calls).toHaveLength(2)
  })

  it("gives the installed true-case-path's answers on real folders", () => {
    const root = mkdtempSync(path.join(tmpdir(), "true-case-once-"))
    dirs.push(root)
    mkdirSync(path.join(root, "Src/Templates"), { recursive: true })
    writeFileSync(path.join(root, "Src/Templates/Doc-Page.tsx"), "export {}\n")
    const installed = jest.requireActual<TrueCaseModule>(trueCasePathFile)
    const module: TrueCaseModule = { trueCasePathSync: installed.trueCasePathSync }
    withTrueCaseOnce(module)
    const asked = path.join(root, "src/templates/doc-page.tsx")
    expect(module.trueCasePathSync(asked)).toBe(installed.trueCasePathSync(asked))
    expect(module.trueCasePathSync(asked)).toBe(path.join(root, "Src/Templates/Doc-Page.tsx"))
    expect(module.trueCasePathSync("src/templates/doc-page.tsx", root)).toBe(
      path.join(root, "Src/Templates/Doc-Page.tsx"),
    )
    expect(() => module.trueCasePathSync(path.join(root, "src/templates/missing.tsx"))).toThrow()
  })

  it("is installed in the true-case-path that Gatsby's createPage takes its check from", () => {
    // Gatsby's actions take the function from the module when they load: the launcher
    // (gatsby-cli.cjs) installs this first. If Gatsby stops taking it from there, this fails.
    const actions = readFileSync(path.join(gatsbyDir, "dist/redux/actions/public.js"), "utf8")
    expect(actions).toMatch(/const \{\s*trueCasePathSync\s*\} = require\(`true-case-path`\);/)
    expect(actions).toContain("trueCasePathSync(page.component)")
    jest.isolateModules(() => {
      const before = require(trueCasePathFile) as TrueCaseModule
      const original = before.trueCasePathSync
      trueCaseOnce(ROOT)
      const after = require(trueCasePathFile) as TrueCaseModule
      expect(after.trueCasePathSync).not.toBe(original)
      const template = path.join(ROOT, "src/templates/doc-page.tsx")
      expect(after.trueCasePathSync(template)).toBe(original(template))
    })
  })
})
