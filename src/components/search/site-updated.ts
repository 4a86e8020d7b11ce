/**
 * Whether the site was deployed again since this tab loaded it. Gatsby's app data names the
 * build it belongs to, and the tab keeps the name of the build it started with; a deploy removes
 * the old build's code, which then only a reload brings back. False offline, and whenever the
 * answer cannot be had (the failure is then the network's, and trying again is the remedy).
 */
export async function siteUpdated(): Promise<boolean> {
  const loaded = (window as { ___webpackCompilationHash?: string }).___webpackCompilationHash
  if (!loaded || !navigator.onLine) return false
  try {
    const response = await window.fetch("/page-data/app-data.json", { cache: "no-store" })
    if (!response.ok) return false
    const { webpackCompilationHash } = (await response.json()) as { webpackCompilationHash?: unknown }
    return typeof webpackCompilationHash === "string" && webpackCompilationHash !== loaded
  } catch {
    return false
  }
}
