/**
 * The HTML renderer's webpack optimisations, without the ones that only make a download
 * smaller: scope hoisting (`concatenateModules`), the export analysis it and tree shaking rest
 * on (`providedExports`, `usedExports`, `innerGraph`) and the mangling of export names. The
 * renderer is a Node bundle that Gatsby's HTML worker loads once per build, so its size costs
 * nothing, and the analysis cost ~0.1–0.15 s of each cold build's renderer step (0.94–1.17 →
 * 0.88–1.13 s, five alternating builds at the site's own size). The pages come out the same:
 * only the browser bundle's file names differ between two builds in different folders, and the
 * stock build's oracle, which keeps Gatsby's optimisations, compares every page's text.
 */
export function rendererOptimization<T extends object>(optimization: T | undefined) {
  return {
    ...optimization,
    concatenateModules: false,
    providedExports: false,
    usedExports: false,
    innerGraph: false,
    mangleExports: false,
  }
}
