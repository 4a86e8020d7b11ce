import {
  afterPaintScripts,
  FRAMES_BEFORE_SCRIPTS,
  SCRIPTS_AFTER_PAINT_SCRIPT,
  scriptsAfterPaint,
} from "../scripts-after-paint"

const SLICE =
  '<script>window.___webpackCompilationHash="222e";</script>' +
  '<script src="/webpack-runtime-14a4.js" async></script><script src="/framework-b78f.js" async></script>' +
  '<script src="/app-ec5c.js" async=""></script>'

describe("the scripts slice after paint", () => {
  it("replaces the async scripts by one loader that names them in order", () => {
    const html = scriptsAfterPaint(SLICE)
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).not.toMatch(/<link/) // nothing fetched before the loader asks for it
    expect(html).toBe(
      '<script>window.___webpackCompilationHash="222e";</script>' +
        `<script data-after-paint="/webpack-runtime-14a4.js /framework-b78f.js /app-ec5c.js">${SCRIPTS_AFTER_PAINT_SCRIPT}</script>`,
    )
    expect(afterPaintScripts(html)).toEqual(["/webpack-runtime-14a4.js", "/framework-b78f.js", "/app-ec5c.js"])
    expect(scriptsAfterPaint(html)).toBe(html) // a warm build finds the slice already rewritten
  })

  it("leaves HTML without async scripts as it is", () => {
    const html = '<script>window.x=1</script><script src="/a.js"></script>'
    expect(scriptsAfterPaint(html)).toBe(html)
    expect(afterPaintScripts(html)).toEqual([])
  })
})

type Observer = {
  callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void
  disconnected: boolean
}

/** Runs the loader against a stand-in browser: which script URLs it added, and when. */
function runLoader({ hidden = false, paintTiming = true, paintedBefore = false } = {}) {
  const added: string[] = []
  const frames: (() => void)[] = []
  const timers: { fn: () => void; ms: number }[] = []
  const observers: Observer[] = []
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    currentScript: {
      getAttribute: (name: string) => (name === "data-after-paint" ? "/runtime.js /framework.js /app.js" : null),
    },
    createElement: () => ({ src: "" }), // a script the DOM creates is async unless told otherwise
    body: { appendChild: (script: { src: string }) => added.push(script.src) },
  }
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"]
    constructor(callback: Observer["callback"]) {
      observers.push({ callback, disconnected: false })
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: "paint", buffered: true })
    }
  }
  const window = {
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    PerformanceObserver: paintTiming ? FakeObserver : undefined,
    performance: {
      getEntriesByName: (name: string) => (paintedBefore && name === "first-contentful-paint" ? [{ name }] : []),
    },
  }
  new Function("document", "window", SCRIPTS_AFTER_PAINT_SCRIPT)(document, window)
  /** Runs the frame callbacks queued so far (those they queue wait for the next frame). */
  const frame = () => frames.splice(0).forEach(fn => fn())
  const runTimers = (ms: number) => timers.filter(timer => timer.ms === ms).forEach(timer => timer.fn())
  const paint = (name: string) =>
    observers.forEach(observer =>
      observer.callback(
        { getEntriesByName: wanted => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (observer.disconnected = true) },
      ),
    )
  return { added, frames, frame, observers, paint, runTimers }
}

const ALL = ["/runtime.js", "/framework.js", "/app.js"]

describe("the loader", () => {
  it("adds the scripts in order, in the task after the first contentful paint, once", () => {
    const { added, frames, observers, paint, runTimers } = runLoader()
    expect(frames).toEqual([])
    paint("first-paint") // a paint with nothing on it yet
    runTimers(0)
    expect(added).toEqual([])
    paint("first-contentful-paint")
    expect(observers[0].disconnected).toBe(true)
    expect(added).toEqual([]) // not within the observer's callback
    runTimers(0)
    expect(added).toEqual(ALL)
    runTimers(3000)
    expect(added).toEqual(ALL)
  })

  for (const [why, options] of [
    ["the top of a long page was painted before the rest was read", { paintedBefore: true }],
    ["the browser has no paint timing", { paintTiming: false }],
  ] as const) {
    it(`lets frames pass, then adds them, where ${why}`, () => {
      const { added, frame, observers, runTimers } = runLoader(options)
      expect(observers).toEqual([])
      for (let n = 0; n < FRAMES_BEFORE_SCRIPTS; n++) {
        expect(added).toEqual([])
        frame()
        runTimers(0)
      }
      expect(added).toEqual(ALL)
    })
  }

  it("adds them after a bounded wait when no paint comes", () => {
    const { added, runTimers } = runLoader()
    runTimers(3000)
    expect(added).toEqual(ALL)
  })

  it("adds them at once in a tab opened in the background", () => {
    const { added, frames, observers } = runLoader({ hidden: true })
    expect(added).toEqual(ALL)
    expect(frames).toEqual([])
    expect(observers).toEqual([])
  })
})
