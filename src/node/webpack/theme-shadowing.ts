import { existsSync } from "node:fs"
import path from "node:path"

interface Theme {
  themeDir: string
  themeName: string
}

interface ShadowingPlugin {
  themes: Theme[]
  projectRoot: string
}

const SHADOWING_PLUGIN = "GatsbyThemeComponentShadowingResolverPlugin"

const isShadowingPlugin = (plugin: unknown): plugin is ShadowingPlugin =>
  (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === SHADOWING_PLUGIN &&
  Array.isArray((plugin as ShadowingPlugin).themes)

/**
 * Whether any file could shadow a theme's component: Gatsby looks for a shadow of
 * `<theme>/src/<file>` at `src/<theme name>/<file>` in the site and in every other theme.
 */
export function canShadow(
  { themes, projectRoot }: ShadowingPlugin,
  exists: (file: string) => boolean = existsSync,
): boolean {
  const dirs = [projectRoot, ...themes.map(theme => theme.themeDir)]
  return themes.some(theme => dirs.some(dir => exists(path.join(dir, "src", theme.themeName))))
}

/**
 * The resolver plugins without Gatsby's theme-shadowing resolver when nothing can shadow.
 * Gatsby counts every plugin as a theme, the site itself included, so every file under src/ goes
 * through the shadowing algorithm, which lists a folder of each theme for it (a failed readdirSync
 * each, ~20 per file): ~2 s of a cold build at +1,000 pages, since every page imports the
 * template by its own path (`doc-page.tsx?__contentFilePath=…`). This site has no theme and no
 * `src/<plugin name>/` folder; adding one keeps the resolver.
 */
export function withoutIdleShadowing<T>(
  plugins: T[] | undefined,
  exists: (file: string) => boolean = existsSync,
): T[] | undefined {
  return plugins?.filter(plugin => !isShadowingPlugin(plugin) || canShadow(plugin, exists))
}
