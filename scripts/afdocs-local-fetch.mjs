// Preloaded into the afdocs process by scripts/afdocs.mjs (`node --import`): requests to the
// site's public address (urls.docs) go to the local server instead. The built pages, sitemap,
// llms.txt and Markdown all name that address, as they must in production; this lets the
// checker read the build as if it were deployed, with no network and no change to the build.
const site = new URL(process.env.AFDOCS_SITE_URL)
const local = new URL(process.env.AFDOCS_LOCAL_URL)
const realFetch = globalThis.fetch

globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url)
  if (url.host === site.host) {
    url.protocol = local.protocol
    url.host = local.host
    return realFetch(url, typeof input === "object" && !(input instanceof URL) ? new Request(url, input) : init)
  }
  return realFetch(input, init)
}
