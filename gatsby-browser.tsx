// Browser entry: the same wrappers as gatsby-ssr.tsx, from src/app/.
import "./src/styles/global.css"

export { wrapPageElement } from "./src/app/wrap-page-element"
export { wrapRootElement } from "./src/app/wrap-root-element"
