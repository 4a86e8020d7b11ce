/**
 * Gatsby ends every page with `<script src async>` for its runtime, React and its app. An
 * async script runs as soon as it arrives, so a fast or cached download runs ~70 KB of
 * JavaScript before the browser paints the text the HTML already holds, and on a slow
 * connection the scripts share the bandwidth with the stylesheet the first paint waits for.
 * Here the tags become one small inline loader that adds them once the page is on screen: the
 * reader sees the text first, then the scripts download and the page hydrates. Lighthouse's
 * phone model counts every script that finished before the largest paint as needed for it
 * (README, "Performance": its LCP fell to its FCP).
 */

/** The loader's attribute: the scripts' URLs, in Gatsby's order, separated by spaces. */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint"

/**
 * Frames the loader lets pass when it cannot wait for the paint itself (see below). A frame
 * callback runs before the frame that paints; the browser shows that frame a frame or two
 * later (it rasterises and composites while the next one begins).
 */
export const FRAMES_BEFORE_SCRIPTS = 3

/**
 * The loader, at the end of the body: the whole document is parsed when it runs. Unless a
 * first paint came earlier, the next one shows the whole page: it waits for the browser's
 * paint timing entry (sent once that frame is on screen; in headless Chromium 30–50 ms after
 * the frame callback that precedes it) and adds the scripts in the task after it. When the
 * browser already painted the top of a long page while still reading the rest, or has no
 * paint timing, it lets FRAMES_BEFORE_SCRIPTS frames pass instead. A tab opened in the
 * background paints nothing and runs no frame callbacks: it adds them at once. The timer is a
 * floor for a paint that never comes (a stylesheet that hangs): the scripts then run as
 * Gatsby's own tags would have. The text is the same on every page (one CSP hash).
 */
export const SCRIPTS_AFTER_PAINT_SCRIPT =
  `(function(d,w){var u=d.currentScript.getAttribute("${AFTER_PAINT_ATTRIBUTE}").split(" "),n=0,` +
  'F="first-contentful-paint",P=w.PerformanceObserver;' +
  'function run(){if(!n++)u.forEach(function(s){var e=d.createElement("script");e.src=s;d.body.appendChild(e)})}' +
  "function later(){w.setTimeout(run,0)}" +
  "function after(n){n?w.requestAnimationFrame(function(){after(n-1)}):later()}" +
  'if(d.visibilityState=="hidden")return run();w.setTimeout(run,3e3);' +
  'if(w.performance.getEntriesByName(F).length||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)' +
  `return after(${FRAMES_BEFORE_SCRIPTS});` +
  'new P(function(l,o){if(l.getEntriesByName(F).length){o.disconnect();later()}}).observe({type:"paint",buffered:true})' +
  "})(document,window)"

const ASYNC_SCRIPT = /<script\s+src="([^"\s]+)"\s+async(?:="")?\s*><\/script>/g

/** The URLs the loader of a built page adds (none when the page has no loader). */
export function afterPaintScripts(html: string): string[] {
  const match = new RegExp(`<script ${AFTER_PAINT_ATTRIBUTE}="([^"]*)">`).exec(html)
  return match ? match[1].split(" ").filter(Boolean) : []
}

/**
 * The scripts slice with its async scripts replaced by the loader, where the last of them
 * stood. HTML without such scripts comes back unchanged (a warm build finds the slice rewritten).
 */
export function scriptsAfterPaint(sliceHtml: string): string {
  const sources = [...sliceHtml.matchAll(ASYNC_SCRIPT)].map(match => match[1])
  if (sources.length === 0) return sliceHtml
  let left = sources.length
  // Dynamically added scripts are async: each runs when it arrives, as Gatsby's tags did.
  return sliceHtml.replace(ASYNC_SCRIPT, () =>
    --left > 0 ? "" : `<script ${AFTER_PAINT_ATTRIBUTE}="${sources.join(" ")}">${SCRIPTS_AFTER_PAINT_SCRIPT}</script>`,
  )
}
