import path from "node:path"
import { canShadow, withoutIdleShadowing } from "../theme-shadowing"

// Named as Gatsby names its resolver plugin: the filter recognises it by its class name.
class GatsbyThemeComponentShadowingResolverPlugin {
  constructor(
    readonly themes: { themeDir: string; themeName: string }[],
    readonly projectRoot: string,
  ) {}
}
class OtherResolverPlugin {}

const root = "/site"
const themes = [
  { themeDir: "/site", themeName: "default-site-plugin" },
  { themeDir: "/site/node_modules/gatsby-plugin-mdx", themeName: "gatsby-plugin-mdx" },
  { themeDir: "/site/node_modules/gatsby-theme-blog", themeName: "gatsby-theme-blog" },
]

describe("withoutIdleShadowing", () => {
  it("drops Gatsby's shadowing resolver when no src/<theme name> folder exists", () => {
    const shadowing = new GatsbyThemeComponentShadowingResolverPlugin(themes, root)
    const other = new OtherResolverPlugin()
    expect(withoutIdleShadowing([other, shadowing], () => false)).toEqual([other])
  })

  it("keeps it when the site shadows a theme's component", () => {
    const shadowing = new GatsbyThemeComponentShadowingResolverPlugin(themes, root)
    const exists = (dir: string) => dir === path.join("/site", "src", "gatsby-theme-blog")
    expect(withoutIdleShadowing([shadowing], exists)).toEqual([shadowing])
    expect(canShadow(shadowing, exists)).toBe(true)
  })

  it("keeps it when one theme shadows another", () => {
    const shadowing = new GatsbyThemeComponentShadowingResolverPlugin(themes, root)
    const exists = (dir: string) =>
      dir === path.join("/site/node_modules/gatsby-theme-blog", "src", "gatsby-plugin-mdx")
    expect(canShadow(shadowing, exists)).toBe(true)
  })

  it("leaves a missing plugin list alone", () => {
    expect(withoutIdleShadowing(undefined)).toBeUndefined()
  })
})
