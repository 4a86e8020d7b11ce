// Server-rendering entry: the same wrappers as gatsby-browser.tsx, from src/app/.
export { wrapPageElement } from "./src/app/wrap-page-element"
export { wrapRootElement } from "./src/app/wrap-root-element"
export { onRenderBody } from "./src/app/render-body"
export { onPreRenderHTML } from "./src/app/pre-render-html"
