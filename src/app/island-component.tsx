import { Suspense, useCallback, type ComponentType, type ElementType } from "react"
import { registerIsland } from "./islands"

/** What an island is and how it loads: src/app/islands.ts. */
type Loader<Props> = () => Promise<ComponentType<Props>>

/**
 * An island of `load`'s component. `outer` is the element the component renders outermost,
 * kept with the server's inside if the code cannot be fetched while the page hydrates; `name`
 * is the one pages use for it, so a navigation loads its code only for a page that uses it.
 */
export function island<Props extends object>(
  load: Loader<Props>,
  outer: ElementType,
  name?: string,
): ComponentType<Props> {
  let component: ComponentType<Props> | null = null
  let failed = false
  let pending: Promise<ComponentType<Props>> | null = null
  const ready = () => {
    if (component) return Promise.resolve(component)
    if (!pending) {
      failed = false
      pending = load().then(
        loaded => {
          component = loaded
          return loaded
        },
        (error: unknown) => {
          failed = true
          pending = null // tried again by the next navigation
          throw error
        },
      )
    }
    return pending
  }
  registerIsland({ name, ready })

  function Static() {
    const Outer = outer
    // Marked, so the page can show what the island would have (a live example's documented
    // output, hidden while the island works: src/styles/live-twig.css).
    const mark = useCallback((element: Element | null) => element?.setAttribute("data-island-failed", ""), [])
    // React keeps the inside of an element hydrated with dangerouslySetInnerHTML as the server
    // rendered it: the island stays readable, only not interactive.
    return <Outer ref={mark} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  }

  function Loaded(props: Props) {
    if (component) {
      const Component = component
      return <Component {...props} />
    }
    if (failed) return <Static />
    // Suspends: React renders again once the chunk has arrived or failed.
    throw ready().catch(() => undefined)
  }

  function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return Island
}
