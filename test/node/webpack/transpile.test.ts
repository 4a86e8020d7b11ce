import { transformSync, type Options } from "@swc/core"
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { ROOT } from "../../support/content-files"
import {
  GATSBY_DEFAULT_BROWSERSLIST,
  GATSBY_PAGE_COMPONENTS,
  GRAPHQL_FILES,
  loadersOf,
  PAGE_COMPONENT_DIRS,
  PAGE_COMPONENTS_BABEL_CONFIG,
  projectBrowsers,
  swcOptions,
  swcRules,
  type Rule,
} from "../../../src/node/webpack/transpile"

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

/** A rule's `resource` condition as swcRules writes it: path prefixes, or `{ not: prefixes }`. */
function resourceMatches(condition: unknown, file: string): boolean {
  if (condition === undefined) return true
  if (Array.isArray(condition)) return condition.some(prefix => file.startsWith(prefix as string))
  return !resourceMatches((condition as { not: unknown }).not, file)
}

/**
 * Which loader the rules give a file, as webpack chooses: every rule whose `test`, `include` and
 * `resource` all match applies (here at most one of the JavaScript rules), and in a rule with
 * `oneOf` the first entry whose `test` matches.
 */
function loaderFor(rules: Rule[], file: string): string {
  const applied = rules.filter(
    rule =>
      (rule.test as RegExp).test(file) &&
      (rule.include === undefined || (rule.include as (file: string) => boolean)(file)) &&
      resourceMatches(rule.resource, file),
  )
  const names = applied.map(rule => {
    const entry = rule.oneOf ? rule.oneOf.find(candidate => (candidate.test as RegExp).test(file)) : rule
    if (!entry) return "none"
    if (typeof entry.use === "function") return "babel"
    return (entry.use as { loader: string }[])[0]!.loader.includes("swc-loader") ? "swc" : "other"
  })
  return names.length === 1 ? names[0]! : `${names.length} rules`
}

/** swc-loader's options in the rule that compiles `.tsx` files. */
function swcTsxOptions(rules: Rule[]): Options {
  const entry = rules.find(rule => rule.oneOf)!.oneOf!.find(candidate => (candidate.test as RegExp).test("a.tsx"))!
  return (entry.use as { options: Options }[])[0]!.options
}

describe("swcRules", () => {
  const rules = swcRules(gatsbyRules(), { rootDir: "/site", babelLoader: BABEL, targets: ["chrome 109"] })
  const [, babel, swc] = rules

  it("splits Gatsby's Babel rule in two, keeping the files it chooses, and drops the second TypeScript pass", () => {
    expect(rules).toHaveLength(5)
    for (const rule of [babel!, swc!]) {
      expect(rule.test).toEqual(/\.(js|mjs|jsx|ts|tsx)$/)
      expect(rule.include).toBe(include)
      expect(rule.type).toBe("javascript/auto")
    }
    expect(swc!.use).toBeUndefined()
    expect(rules.some(rule => String(rule.test) === String(/\.tsx?$/))).toBe(false)
  })

  it("keeps Gatsby's Babel rule a rule with its own test and loader (the development server's React Refresh finds the modules it instruments by them)", () => {
    expect(loadersOf(babel!)).toContain(BABEL)
    expect(String(babel!.test)).toBe(String(gatsbyRules()[1]!.test))
  })

  it("runs Gatsby's Babel with the site's Babel configuration, then SWC (loaders run last to first)", () => {
    const loaders = babel!.use as (data: { resource?: string; resourceQuery: string; issuer: string }) => {
      loader: string
      options: Record<string, unknown>
    }[]
    const [swcEntry, babelEntry, ...rest] = loaders({
      resource: "/site/src/templates/doc-page.tsx",
      resourceQuery: "",
      issuer: "",
    })
    expect(rest).toEqual([])
    expect(swcEntry!.loader).toContain("swc-loader")
    expect((swcEntry!.options as Options).jsc?.parser).toEqual({ syntax: "typescript", tsx: true })
    expect(babelEntry).toEqual({
      loader: BABEL,
      options: { configFile: path.join("/site", PAGE_COMPONENTS_BABEL_CONFIG), babelrc: false },
    })
    const ts = loaders({ resource: "/site/src/components/sidebar/useSectionTrees.ts", resourceQuery: "", issuer: "" })
    expect((ts[0]!.options as Options).jsc?.parser).toEqual({ syntax: "typescript", tsx: false })
    // In the development server Gatsby's Babel adds React Refresh; SWC only compiles the JSX.
    const develop = swcRules(gatsbyRules(), { rootDir: "/site", babelLoader: BABEL, targets: [], development: true })
    const [developSwc] = (develop[1]!.use as typeof loaders)({
      resource: "/site/src/pages/404.tsx",
      resourceQuery: "",
      issuer: "",
    })
    expect((developSwc!.options as Options).jsc?.transform?.react).toEqual({
      runtime: "automatic",
      development: true,
      refresh: false,
    })
  })

  it("leaves the rules that add another loader (MDX) and every other rule as they were", () => {
    const original = gatsbyRules()
    expect(rules[0]).toEqual(original[0])
    expect(rules[3]).toEqual(original[2])
    expect(String(rules[4]!.test)).toBe(String(/\.mdx?$/))
  })

  it("keeps Gatsby's Babel for page components and the files with a query, SWC for the rest", () => {
    expect(loaderFor(rules, "/site/src/templates/doc-page.tsx")).toBe("babel")
    expect(loaderFor(rules, "/site/src/pages/404.tsx")).toBe("babel")
    expect(loaderFor(rules, "/site/src/components/sidebar/useSectionTrees.ts")).toBe("babel")
    // Gatsby's own page of the development server, with a page query.
    expect(loaderFor(rules, "/site/.cache/dev-404-page.js")).toBe("babel")
    expect(loaderFor(rules, "/site/src/components/page/DocPage.tsx")).toBe("swc")
    expect(loaderFor(rules, "/site/src/lib/paths/url-shape.ts")).toBe("swc")
    expect(loaderFor(rules, "/site/.cache/production-app.js")).toBe("swc")
    // A folder whose name only starts like a page folder is not one.
    expect(loaderFor(rules, "/site/src/pages-archive/old.tsx")).toBe("swc")
    // Gatsby's `include` still decides: packages that do not use Gatsby are compiled by neither.
    expect(loaderFor(rules, "/site/node_modules/react/index.js")).toBe("0 rules")
  })

  it("compiles JSX for production, or for the development server with React Refresh as Gatsby's Babel does there", () => {
    expect(swcTsxOptions(rules).jsc?.transform?.react).toEqual({ runtime: "automatic" })
    const develop = swcRules(gatsbyRules(), {
      rootDir: "/site",
      babelLoader: BABEL,
      targets: ["chrome 109"],
      development: true,
    })
    expect(swcTsxOptions(develop).jsc?.transform?.react).toEqual({
      runtime: "automatic",
      development: true,
      refresh: true,
    })
    const source = "export function Card() { const [n] = useState(0); return <b>{n}</b> }"
    const code = transformSync(source, { ...swcTsxOptions(develop), filename: "/site/src/Card.tsx" }).code
    expect(code).toContain("$RefreshReg$")
    expect(code).toContain('from "react/jsx-dev-runtime"')
  })

  it("fails loudly when Gatsby's config has no Babel rule", () => {
    expect(() => swcRules([gatsbyRules()[0]!], { rootDir: "/site", babelLoader: BABEL, targets: [] })).toThrow(
      /no Babel rule: src\/node\/webpack\/transpile\.ts relies on it/,
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
    if (entry.isDirectory()) return entry.name === "node" ? [] : sourceFiles(full)
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

  it("include Gatsby's own development 404 page, which Gatsby copies into .cache/ from its source", () => {
    expect(GATSBY_PAGE_COMPONENTS).toEqual([".cache/dev-404-page.js"])
    const source = require.resolve("gatsby/dist/internal-plugins/dev-404-page/raw_dev-404-page.js")
    expect(readFileSync(source, "utf8")).toMatch(/\bgraphql`/)
  })
})

describe("the page components' Babel configuration", () => {
  // The Babel Gatsby's loader runs, and the plugins it and gatsby-plugin-typescript add.
  const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))
  const fromGatsby = (name: string) => require.resolve(name, { paths: [gatsbyDir] })
  const babel = require(fromGatsby("@babel/core")) as typeof import("@babel/core")
  const compile = (file: string, source: string, targets = ["chrome 109"]) => {
    const parsed = babel.transformSync(source, {
      filename: file,
      configFile: path.join(ROOT, PAGE_COMPONENTS_BABEL_CONFIG),
      babelrc: false,
      // gatsby-plugin-typescript's defaults: TypeScript by file extension, JSX in .tsx only.
      presets: [[fromGatsby("@babel/preset-typescript"), { isTSX: false, jsxPragma: "React", allExtensions: false }]],
      plugins: [
        [
          fromGatsby("babel-plugin-remove-graphql-queries"),
          { stage: "build-javascript", staticQueryDir: "page-data/sq/d" },
        ],
      ],
    })!.code!
    const options = swcRules(gatsbyRules(), { rootDir: "/site", babelLoader: BABEL, targets })
    const loaders = options[1]!.use as (data: { resource: string; resourceQuery: string; issuer: string }) => {
      options: Options
    }[]
    const swc = loaders({ resource: file, resourceQuery: "", issuer: "" })[0]!.options
    return { parsed, code: transformSync(parsed, { ...swc, filename: file }).code }
  }

  it("leaves JSX and syntax to SWC: Babel takes out the query and the types, and lowers nothing", () => {
    const source = [
      'import { graphql, type PageProps } from "gatsby"',
      "export default function Page({ data }: PageProps<{ site: { title: string } }>) {",
      '  const parts = [...data.site.title.split(" ")]',
      "  return <h1>{parts?.[0]}</h1>",
      "}",
      "export const query = graphql`query { site { title } }`",
    ].join("\n")
    const { parsed, code } = compile("/site/src/templates/doc-page.tsx", source)
    expect(parsed).toContain("<h1>")
    expect(parsed).not.toContain("PageProps<")
    expect(parsed).not.toContain("graphql`")
    expect(code).toContain('from "react/jsx-runtime"')
    expect(code).not.toContain("<h1>")
    // Spread and optional chaining stay for browsers that have them (preset-env lowered spread).
    expect(code).toContain("...data.site.title")
    expect(code).toContain("?.[0]")
  })

  it("parses TypeScript's angle-bracket casts in .ts files and JSX in .js files", () => {
    expect(
      compile("/site/src/components/sidebar/useSectionTrees.ts", "export const n = <number>(1 as unknown)").code,
    ).toContain("export const n = 1")
    expect(compile("/site/.cache/dev-404-page.js", "export default () => <p>Not found</p>").code).toContain("jsx")
  })
})
