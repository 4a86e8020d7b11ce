import { transformSync } from "@swc/core"
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { ROOT } from "../../../test-support/content-files"
import {
  GATSBY_DEFAULT_BROWSERSLIST,
  GRAPHQL_FILES,
  PAGE_COMPONENT_DIRS,
  projectBrowsers,
  swcOptions,
  swcRules,
  type Rule,
} from "../transpile"

const BABEL = "/site/node_modules/gatsby/dist/utils/babel-loader.js"
const MDX = "/site/node_modules/gatsby-plugin-mdx/dist/loaders/mdx-loader.js"
const include = (file: string) => !file.includes("node_modules")

/** The rules of Gatsby's config that matter here, in its order. */
function gatsbyRules(): Rule[] {
  return [
    { test: /\.mjs$/i, resolve: { byDependency: { esm: { fullySpecified: false } } } },
    { test: /\.(js|mjs|jsx|ts|tsx)$/, include, type: "javascript/auto", use: () => [{ loader: BABEL, options: {} }] },
    { test: /\.ya?ml$/, type: "json", use: [{ loader: "/site/node_modules/yaml-loader/index.js" }] },
    { test: /\.mdx?$/, use: () => [{ loader: BABEL }, { loader: MDX }] },
    { test: /\.tsx?$/, use: () => [{ loader: BABEL, options: { isPageTemplate: false } }] },
  ]
}

/** Which loader the replaced rule gives a file: the first `oneOf` entry whose condition matches. */
function loaderFor(rule: Rule, file: string): string {
  for (const entry of rule.oneOf ?? []) {
    const resources = entry.resource as string[] | undefined
    const matches = resources
      ? resources.some(resource => file.startsWith(resource))
      : (entry.test as RegExp).test(file)
    if (!matches) continue
    if (typeof entry.use === "function") return "babel"
    return (entry.use as { loader: string }[])[0]!.loader.includes("swc-loader") ? "swc" : "other"
  }
  return "none"
}

describe("swcRules", () => {
  const rules = swcRules(gatsbyRules(), { rootDir: "/site", babelLoader: BABEL, targets: ["chrome 109"] })
  const replaced = rules[1]!

  it("replaces Gatsby's Babel rule, keeping the files it chooses, and drops the second TypeScript pass", () => {
    expect(rules).toHaveLength(4)
    expect(replaced.test).toEqual(/\.(js|mjs|jsx|ts|tsx)$/)
    expect(replaced.include).toBe(include)
    expect(replaced.type).toBe("javascript/auto")
    expect(replaced.use).toBeUndefined()
    expect(rules.some(rule => String(rule.test) === String(/\.tsx?$/))).toBe(false)
  })

  it("leaves the rules that add another loader (MDX) and every other rule as they were", () => {
    const original = gatsbyRules()
    expect(rules[0]).toEqual(original[0])
    expect(rules[2]).toEqual(original[2])
    expect(String(rules[3]!.test)).toBe(String(/\.mdx?$/))
  })

  it("keeps Gatsby's Babel for page components and the files with a static query, SWC for the rest", () => {
    expect(loaderFor(replaced, "/site/src/templates/doc-page.tsx")).toBe("babel")
    expect(loaderFor(replaced, "/site/src/pages/404.tsx")).toBe("babel")
    expect(loaderFor(replaced, "/site/src/components/sidebar/useSectionTrees.ts")).toBe("babel")
    expect(loaderFor(replaced, "/site/src/components/page/DocPage.tsx")).toBe("swc")
    expect(loaderFor(replaced, "/site/src/lib/paths/url-shape.ts")).toBe("swc")
    expect(loaderFor(replaced, "/site/.cache/production-app.js")).toBe("swc")
    // A folder whose name only starts like a page folder is not one.
    expect(loaderFor(replaced, "/site/src/pages-archive/old.tsx")).toBe("swc")
  })

  it("fails loudly when Gatsby's config has no Babel rule", () => {
    expect(() => swcRules([gatsbyRules()[0]!], { rootDir: "/site", babelLoader: BABEL, targets: [] })).toThrow(
      /transpile\.ts needs updating/,
    )
  })
})

describe("the compile targets", () => {
  it("are Gatsby's default browsers when the project names none, else the project's", () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), "browsers-"))
    writeFileSync(path.join(bare, "package.json"), JSON.stringify({ name: "bare" }))
    // Gatsby's own resolution of a project without a browserslist.
    const { getBrowsersList } = require("gatsby/dist/utils/browserslist") as { getBrowsersList(dir: string): string[] }
    expect(getBrowsersList(bare)).toEqual(GATSBY_DEFAULT_BROWSERSLIST)
    expect(projectBrowsers(bare)).toContain("chrome 109")
    expect(projectBrowsers(bare).some(browser => browser.startsWith("ie "))).toBe(false)

    const own = mkdtempSync(path.join(os.tmpdir(), "browsers-"))
    writeFileSync(path.join(own, "package.json"), JSON.stringify({ browserslist: ["chrome 80"] }))
    expect(projectBrowsers(own)).toEqual(["chrome 80"])
  })

  it("decide what SWC lowers: TypeScript and JSX always, newer syntax only for browsers without it", () => {
    const source = "export const A = (p: { a?: { b: number } }) => <b>{p.a?.b ?? 0}</b>"
    const compile = (targets: string[] | { node: string }) =>
      transformSync(source, { ...swcOptions({ syntax: "typescript", tsx: true }, targets), filename: "a.tsx" }).code
    const modern = compile(projectBrowsers(ROOT))
    expect(modern).toContain('from "react/jsx-runtime"')
    expect(modern).not.toContain(": {")
    expect(modern).toContain("?.")
    expect(modern).toContain("??")
    const old = compile(["chrome 70"])
    expect(old).not.toContain("?.")
    expect(old).not.toContain("??")
    expect(compile({ node: process.versions.node })).toContain("?.")
  })
})

/** Every module of the site's bundles (tests and build code aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ["__tests__", "node", "test-support"].includes(entry.name) ? [] : sourceFiles(full)
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : []
  })
}

describe("files that use Gatsby's graphql tag", () => {
  const users = sourceFiles(path.join(ROOT, "src"))
    .filter(file => /\bgraphql`/.test(readFileSync(file, "utf8")))
    .map(file => path.relative(ROOT, file))

  it("are all compiled by Gatsby's Babel, which takes the queries out (SWC would leave a call that throws)", () => {
    const outside = users.filter(
      file => !PAGE_COMPONENT_DIRS.some(dir => file.startsWith(`${dir}/`)) && !GRAPHQL_FILES.includes(file),
    )
    expect(outside).toEqual([])
  })

  it("are the files the list names (no stale entry)", () => {
    for (const file of GRAPHQL_FILES) expect(users).toContain(file)
  })
})
