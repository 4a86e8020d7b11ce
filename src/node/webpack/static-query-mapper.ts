import path from "node:path"
import { NormalModule } from "webpack"
import { mergePreviouslyCollectedSlices } from "gatsby/dist/utils/babel/find-slices"
import { enqueueFlush } from "gatsby/dist/utils/page-data"
import { removeExportQueryParam, StaticQueryMapper } from "gatsby/dist/utils/webpack/plugins/static-query-mapper"
import { plainClone, plainEqual } from "../../lib/plain-data"

/* eslint-disable @typescript-eslint/no-explicit-any -- Gatsby's store and webpack's module graph, as Gatsby's plugin reads them */
type Slices = Record<string, any>
type Component = { componentPath: string; pages: unknown; isSlice?: boolean }
type Module = InstanceType<typeof NormalModule>

const slash = (file: string) => file.split(path.sep).join("/")

/** Appends `value` to the list under `key`, keeping the order values came in. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * Gatsby's StaticQueryMapper with the module-to-component matching indexed. Gatsby's compares
 * every webpack module with every page component (one per page here: gatsby-plugin-mdx makes
 * `doc-page.tsx?__contentFilePath=…` a component of its own), parsing the module's query string
 * each time: ~3 ms per page at +1,000 pages, growing with the square of the page count (README,
 * "Session 10"). This one strips each module's path once and looks its components up by path.
 * What it records in Gatsby's store — the static queries and slices of every component, in the
 * same order — is the same, and a Jest test runs both on one compilation and compares.
 */
export class IndexedStaticQueryMapper extends StaticQueryMapper {
  override apply(compiler: any): void {
    const store = (this as any).store
    const { components, staticQueryComponents, componentsUsingSlices, program } = store.getState()
    const name = "StaticQueryMapper"
    compiler.hooks.done.tap(name, (stats: any) => {
      if (!stats.hasErrors() && compiler.watchMode) enqueueFlush()
    })
    compiler.hooks.finishMake.tapPromise({ name, before: "PartialHydrationPlugin" }, async (compilation: any) => {
      if (compilation.compiler.parentCompilation) return
      const entryModules = new Set<Module>()
      const gatsbyBrowserPlugins = slash(path.join(program.directory, ".cache", "api-runner-browser-plugins.js"))
      const asyncRequiresPath = slash(
        path.join(program.directory, ".cache", "_this_is_virtual_fs_path_", "$virtual", "async-requires.js"),
      )
      for (const entry of compilation.entries.values()) {
        for (const dependency of entry.dependencies) entryModules.add(compilation.moduleGraph.getModule(dependency))
      }

      // What each resolved path stands for, in the order Gatsby's loops met them.
      const realPaths = new Map<string, string>()
      const realPath = (file: string) => {
        let resolved = realPaths.get(file)
        if (resolved === undefined) realPaths.set(file, (resolved = path.resolve(file)))
        return resolved
      }
      const staticQueriesByPath = new Map<string, { hash: string }[]>()
      for (const staticQuery of staticQueryComponents.values())
        push(staticQueriesByPath, realPath(staticQuery.componentPath), staticQuery)
      const slicesByPath = new Map<string, Slices[]>()
      for (const [filePath, slices] of componentsUsingSlices) push(slicesByPath, realPath(filePath), slices)
      const componentsByPath = new Map<string, Component[]>()
      for (const component of components.values()) push(componentsByPath, realPath(component.componentPath), component)

      const webpackModulesByStaticQueryId = new Map<string, Set<Module>>()
      const webpackModulesByUsedSlicePlaceholderAlias = new Map<Module, Slices>()
      const componentModules = new Map<Module, Component>()
      let asyncRequiresModule: Module | undefined
      for (const webpackModule of compilation.modules) {
        if (!(webpackModule instanceof NormalModule)) continue
        const resource = removeExportQueryParam(webpackModule.resource) ?? ""
        if (resource === asyncRequiresPath) {
          asyncRequiresModule = webpackModule
          continue
        }
        if (resource === gatsbyBrowserPlugins) {
          entryModules.add(webpackModule)
          continue
        }
        for (const staticQuery of staticQueriesByPath.get(resource) ?? []) {
          let set = webpackModulesByStaticQueryId.get(staticQuery.hash)
          if (!set) webpackModulesByStaticQueryId.set(staticQuery.hash, (set = new Set()))
          set.add(webpackModule)
        }
        for (const slices of slicesByPath.get(resource) ?? [])
          webpackModulesByUsedSlicePlaceholderAlias.set(webpackModule, slices)
        for (const component of componentsByPath.get(resource) ?? []) componentModules.set(webpackModule, component)
      }

      // From here on, Gatsby's plugin as it is.
      function traverseModule(
        module: Module,
        config: { onComponent(component: Component): void; onRoot(): void },
        visitedModules = new Set<Module>(),
      ): void {
        if (visitedModules.has(module)) return
        visitedModules.add(module)
        if (module === asyncRequiresModule) return
        const component = componentModules.get(module)
        if (component) config.onComponent(component)
        if (entryModules.has(module)) {
          config.onRoot()
          return
        }
        for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
          if (connection.originModule instanceof NormalModule)
            traverseModule(connection.originModule, config, visitedModules)
        }
      }
      const globalStaticQueries = new Set<string>()
      const staticQueriesByComponents = new Map<string, Set<string>>()
      for (const [staticQueryId, modules] of webpackModulesByStaticQueryId.entries()) {
        for (const module of modules) {
          traverseModule(module, {
            onComponent(component) {
              let forComponent = staticQueriesByComponents.get(component.componentPath)
              if (!forComponent) staticQueriesByComponents.set(component.componentPath, (forComponent = new Set()))
              forComponent.add(staticQueryId)
            },
            onRoot() {
              globalStaticQueries.add(staticQueryId)
            },
          })
        }
      }
      let globalSliceUsage: Slices = {}
      const slicesByComponents = new Map<string, Slices>()
      for (const [module, slices] of webpackModulesByUsedSlicePlaceholderAlias.entries()) {
        traverseModule(module, {
          onComponent(component) {
            slicesByComponents.set(
              component.componentPath,
              mergePreviouslyCollectedSlices(slices, slicesByComponents.get(component.componentPath)),
            )
          },
          onRoot() {
            globalSliceUsage = mergePreviouslyCollectedSlices(slices, globalSliceUsage)
          },
        })
      }
      for (const component of components.values() as Iterable<Component>) {
        const allStaticQueries = new Set([
          ...globalStaticQueries,
          ...(staticQueriesByComponents.get(component.componentPath) ?? []),
        ])
        const staticQueryHashes = Array.from(allStaticQueries).sort()
        const allSlices = mergePreviouslyCollectedSlices(
          slicesByComponents.get(component.componentPath) ?? {},
          component.isSlice ? {} : plainClone(globalSliceUsage),
        )
        const slices: Slices = {}
        for (const key of Object.keys(allSlices).sort()) slices[key] = allSlices[key]
        const state = store.getState()
        const didSlicesChange = !plainEqual(state.slicesByTemplate.get(component.componentPath), slices)
        const didStaticQueriesChange = !plainEqual(
          state.staticQueriesByTemplate.get(component.componentPath),
          staticQueryHashes,
        )
        if (didStaticQueriesChange || didSlicesChange) {
          store.dispatch(
            component.isSlice
              ? {
                  type: "ADD_PENDING_SLICE_TEMPLATE_DATA_WRITE",
                  payload: { componentPath: component.componentPath, sliceNames: component.pages },
                }
              : {
                  type: "ADD_PENDING_TEMPLATE_DATA_WRITE",
                  payload: { componentPath: component.componentPath, pages: component.pages },
                },
          )
        }
        if (didSlicesChange) {
          store.dispatch({
            type: "SET_SLICES_BY_TEMPLATE",
            payload: { componentPath: component.componentPath, slices },
          })
        }
        if (didStaticQueriesChange) {
          store.dispatch({
            type: "SET_STATIC_QUERIES_BY_TEMPLATE",
            payload: { componentPath: component.componentPath, staticQueryHashes },
          })
        }
      }
    })
  }
}

/** The build's plugins with Gatsby's StaticQueryMapper replaced by the indexed one (same store). */
export function indexedStaticQueries<T>(plugins: T[]): T[] {
  return plugins.map(plugin =>
    plugin instanceof StaticQueryMapper && !(plugin instanceof IndexedStaticQueryMapper)
      ? (new IndexedStaticQueryMapper((plugin as any).store) as T)
      : plugin,
  )
}
