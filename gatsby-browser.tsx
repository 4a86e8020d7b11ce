// Browser entry: the same wrappers as gatsby-ssr.tsx, from src/app/, plus browser-only hooks.
import "./src/styles"
import { hydrate } from "./src/app/hydrate"

export { wrapPageElement } from "./src/app/wrap-page-element"
export { wrapRootElement } from "./src/app/wrap-root-element"
export { onClientEntry, onInitialClientRender, onRouteUpdate } from "./src/app/browser-hooks"

export const replaceHydrateFunction = () => hydrate
