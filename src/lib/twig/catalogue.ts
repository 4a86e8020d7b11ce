/**
 * Every Questforge filter and function, grouped the way the reference is: the runtime
 * registers from here and the docs pages are generated from here.
 */
import { colorFilters } from "./filters/colors"
import { formattingFilters } from "./filters/formatting"
import { gameStatsFilters } from "./filters/game-stats"
import { htmlFilters } from "./filters/html"
import { debugFunctions } from "./functions/debug"
import { forumFunctions } from "./functions/forum-module"
import { generalFunctions } from "./functions/general"
import { pluginIntegrationFunctions } from "./functions/plugin-integrations"
import { queryBuilderFunctions } from "./functions/query-builder"
import { timeFunctions } from "./functions/time"
import { webstoreFunctions } from "./functions/webstore"
import { websiteUserFunctions } from "./functions/website-users"
import type { FilterCategory, FilterDefinition, FunctionCategory, FunctionDefinition, TwigDefinition } from "./types"

export interface Category<C, D> {
  id: C
  label: string
  definitions: D[]
}

export const FILTER_CATEGORIES: Category<FilterCategory, FilterDefinition>[] = [
  { id: "colors", label: "Colors", definitions: colorFilters },
  { id: "formatting", label: "Formatting", definitions: formattingFilters },
  { id: "game-stats", label: "Game stats", definitions: gameStatsFilters },
  { id: "html", label: "HTML", definitions: htmlFilters },
]

export const FUNCTION_CATEGORIES: Category<FunctionCategory, FunctionDefinition>[] = [
  { id: "general", label: "General", definitions: generalFunctions },
  { id: "time", label: "Time", definitions: timeFunctions },
  { id: "debug", label: "Debug", definitions: debugFunctions },
  { id: "webstore", label: "Webstore", definitions: webstoreFunctions },
  { id: "query-builder", label: "Query builder", definitions: queryBuilderFunctions },
  { id: "plugin-integrations", label: "Plugin integrations", definitions: pluginIntegrationFunctions },
  { id: "website-users", label: "Website users", definitions: websiteUserFunctions },
  { id: "forum-module", label: "Forum module", definitions: forumFunctions },
]

export const ALL_FILTERS: FilterDefinition[] = FILTER_CATEGORIES.flatMap(c => c.definitions)
export const ALL_FUNCTIONS: FunctionDefinition[] = FUNCTION_CATEGORIES.flatMap(c => c.definitions)
export const ALL_DEFINITIONS: TwigDefinition[] = [...ALL_FILTERS, ...ALL_FUNCTIONS]

/**
 * Names used more than once. Twig would allow a filter and a function with the same name, but
 * the reference has one page per name and readers search by name, so names are unique across
 * both kinds; the catalogue refuses to load with a clash.
 */
export function duplicateNames(definitions: TwigDefinition[] = ALL_DEFINITIONS): string[] {
  const seen = new Set<string>()
  const duplicates = new Set<string>()
  for (const def of definitions) {
    if (seen.has(def.name)) duplicates.add(def.name)
    seen.add(def.name)
  }
  return [...duplicates]
}

const clashes = duplicateNames()
if (clashes.length > 0) throw new Error(`Duplicate Twig definitions: ${clashes.join(", ")}`)

export function findDefinition(kind: "filter", name: string): FilterDefinition | undefined
export function findDefinition(kind: "function", name: string): FunctionDefinition | undefined
export function findDefinition(kind: TwigDefinition["kind"], name: string): TwigDefinition | undefined {
  return ALL_DEFINITIONS.find(def => def.kind === kind && def.name === name)
}

/** Builder methods (`query().where`) are documented but reached through `query()`, not registered. */
export function isRegistrable(def: TwigDefinition): boolean {
  return /^[a-z_][a-z0-9_]*$/.test(def.name)
}
