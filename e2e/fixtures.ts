import { test as base } from "@playwright/test"
import { DocPage } from "./pages/DocPage"
import { Playground } from "./pages/Playground"
import { SearchUi } from "./pages/SearchModal"
import { Shell } from "./pages/Shell"

/** The page objects every spec uses, as Playwright fixtures: `test("…", async ({ shell, search }) => …)`. */
export const test = base.extend<{ shell: Shell; search: SearchUi; doc: DocPage; playground: Playground }>({
  shell: async ({ page }, provide) => provide(new Shell(page)),
  search: async ({ page }, provide) => provide(new SearchUi(page)),
  doc: async ({ page }, provide) => provide(new DocPage(page)),
  playground: async ({ page }, provide) => provide(new Playground(page)),
})

export { expect } from "@playwright/test"
