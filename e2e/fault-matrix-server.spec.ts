import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { expect, test } from "./fixtures"
import { ATTACHMENT, failuresOf, type RunRecord } from "./support/fault-run"

/**
 * The fault matrix's server families: scripts/serve.mjs attacked over HTTP on a throwaway site
 * of its own (a folder with private files beside it, a link out of it, files that vanish while
 * they are asked for). Each case is a run of the matrix; a server that stops answering counts as
 * a crash. Requests go out byte for byte (`node:http`): fetch and browsers would resolve the
 * dot segments first.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 })

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

function ask(port: number, target: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest({
      host: "127.0.0.1",
      port,
      path: target,
      method: options.method ?? "GET",
      headers: options.headers,
    })
    request.on("response", response => {
      const chunks: Buffer[] = []
      response.on("data", chunk => chunks.push(chunk))
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      response.on("error", reject)
    })
    request.on("error", reject)
    request.end()
  })
}

class Site {
  readonly base = mkdtempSync(path.join(tmpdir(), "serve-faults-"))
  readonly dir = path.join(this.base, "public")
  readonly port = 9320 + Math.floor(Math.random() * 60)
  private server: ChildProcess | null = null
  exited = false

  constructor() {
    mkdirSync(path.join(this.dir, "static"), { recursive: true })
    mkdirSync(path.join(this.dir, "page-data"), { recursive: true })
    mkdirSync(path.join(this.base, "public-private"))
    writeFileSync(path.join(this.dir, "index.html"), "<!doctype html><title>home</title><h1>Home</h1>")
    writeFileSync(path.join(this.dir, "404.html"), "<!doctype html><title>404</title><h1>Page not found</h1>")
    writeFileSync(path.join(this.dir, "app-0123456789abcdef0123.js"), "console.log(1)")
    writeFileSync(
      path.join(this.dir, "_headers"),
      "/*\n  X-Content-Type-Options: nosniff\n/app-*\n  Cache-Control: public, max-age=31536000, immutable\n" +
        "/static/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    )
    writeFileSync(path.join(this.dir, "search-index.json"), "{}")
    writeFileSync(path.join(this.base, "public-private", "secret.txt"), "SECRET")
    writeFileSync(path.join(this.base, "public.env"), "SECRET")
    symlinkSync(path.join(this.base, "public-private", "secret.txt"), path.join(this.dir, "link.txt"))
  }

  async start() {
    this.server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(this.port), "--dir", this.dir], {
      stdio: ["ignore", "pipe", "pipe"],
    })
    this.server.on("exit", () => (this.exited = true))
    await new Promise(resolve => this.server!.stdout!.once("data", resolve))
  }

  ask(target: string, options?: Parameters<typeof ask>[2]) {
    return ask(this.port, target, options)
  }

  stop() {
    this.server?.kill()
    rmSync(this.base, { recursive: true, force: true })
  }
}

/** Runs each case as a run of the matrix and attaches the records for the total. */
async function cases(family: string, variants: Record<string, (site: Site) => Promise<void>>) {
  const site = new Site()
  await site.start()
  const records: RunRecord[] = []
  try {
    for (const [variant, body] of Object.entries(variants)) {
      const record: RunRecord = {
        family,
        variant,
        page: "serve.mjs",
        failures: [],
        executions: 0,
        entriesLost: 0,
        uncaught: [],
        crashes: 0,
      }
      try {
        await body(site)
      } catch (error) {
        record.failures.push(error instanceof Error ? error.message.split("\n")[0].slice(0, 300) : String(error))
      }
      // The server must still answer after every case.
      const alive =
        !site.exited &&
        (await site.ask("/").then(
          answer => answer.status === 200,
          () => false,
        ))
      if (!alive) {
        record.crashes = 1
        record.failures.push("the server stopped answering")
        await site.start()
      }
      records.push(record)
    }
  } finally {
    site.stop()
  }
  await test.info().attach(ATTACHMENT, { body: JSON.stringify(records), contentType: "application/json" })
  expect(failuresOf(records)).toEqual([])
}

const TRAVERSALS = [
  "/..%2fpublic-private/secret.txt",
  "/..%2fpublic.env",
  "/static/..%2f..%2fpublic-private%2fsecret.txt",
  "/%2e%2e%2fpublic.env",
  "/%2e%2e/public.env",
  "/..%5cpublic.env",
  "/%252e%252e%252fpublic.env",
  "/..%c0%afpublic.env",
  "/public.env%00.html",
  "/link.txt",
  "/_headers",
  "/static/..%2f_headers",
  "/..%2fpublic/_headers",
  "/page-data/..%2f_headers",
]

test("server: traversal, prefix and link shapes never leave the served folder", async () => {
  await cases(
    "server traversal",
    Object.fromEntries(
      TRAVERSALS.map(target => [
        target,
        async (site: Site) => {
          const answer = await site.ask(target)
          expect(answer.body).not.toContain("SECRET")
          expect(answer.body).not.toContain("Cache-Control")
          expect([400, 404]).toContain(answer.status)
        },
      ]),
    ),
  )
})

test("server: methods, encodings, error caching, protocol-relative paths", async () => {
  const methods = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]
  await cases("server protocol", {
    ...Object.fromEntries(
      methods.map(method => [
        `${method} is refused with 405`,
        async (site: Site) => {
          const answer = await site.ask("/", { method })
          expect(answer.status).toBe(405)
          expect(answer.headers.allow).toBe("GET, HEAD")
          expect(answer.body).toBe("")
        },
      ]),
    ),
    "HEAD answers without a body": async site => {
      const answer = await site.ask("/", { method: "HEAD" })
      expect([answer.status, answer.body]).toEqual([200, ""])
    },
    "q=0 refuses an encoding": async site => {
      const encoding = async (accepted: string) =>
        (await site.ask("/", { headers: { "accept-encoding": accepted } })).headers["content-encoding"]
      expect(await encoding("gzip, br;q=0")).toBe("gzip")
      expect(await encoding("br;q=0, gzip;q=0")).toBeUndefined()
      expect(await encoding("br;q=0.5, gzip")).toBe("br")
    },
    "a missing hashed file is a 404 that is never stored": async site => {
      const answer = await site.ask("/app-ffffffffffffffffffff.js")
      expect(answer.status).toBe(404)
      expect(answer.headers["cache-control"]).toBe("no-store")
      const present = await site.ask("/app-0123456789abcdef0123.js")
      expect(present.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    },
    "headers follow the file answered, not the address asked": async site => {
      const answer = await site.ask("/static/..%2fsearch-index.json")
      expect(answer.status).toBe(200)
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    },
    "bad percent-encoding gets the not-found page": async site => {
      const answer = await site.ask("/a%zz")
      expect(answer.status).toBe(400)
      expect(answer.body).toContain("Page not found")
      expect(answer.headers["x-content-type-options"]).toBe("nosniff")
    },
    "a large file's first compression holds up no other request": async site => {
      // 64 MB of text (most of a second of Brotli, or more) asked first; a small page asked
      // 100 ms later must be answered before the large one's answer can start. Compared: when
      // each answer's status line arrives, not its body (64 MB take their own time to send).
      writeFileSync(path.join(site.dir, "big.txt"), randomBytes(48 * 1024 * 1024).toString("base64"))
      await site.ask("/") // the small page's own first answer
      const order: string[] = []
      const answered = (target: string, name: string) =>
        new Promise<void>((resolve, reject) => {
          const request = httpRequest({
            host: "127.0.0.1",
            port: site.port,
            path: target,
            headers: { "accept-encoding": "br" },
          })
          request.on("response", response => {
            order.push(name)
            response.destroy()
            resolve()
          })
          request.on("error", reject)
          request.end()
        })
      const big = answered("/big.txt", "big")
      await new Promise(resolve => setTimeout(resolve, 100))
      await Promise.all([big, answered("/", "small")])
      rmSync(path.join(site.dir, "big.txt"))
      expect(order).toEqual(["small", "big"])
    },
    "a page asked for by its file's name is sent to its own address": async site => {
      mkdirSync(path.join(site.dir, "guide"), { recursive: true })
      writeFileSync(path.join(site.dir, "guide", "index.html"), "<!doctype html><h1>Guide</h1>")
      mkdirSync(path.join(site.dir, "api"), { recursive: true })
      writeFileSync(
        path.join(site.dir, "api", "index.html"),
        '<!doctype html><link rel="canonical" href="https://docs.example/api/"/><h1>API</h1>',
      )
      const moved = async (target: string) => {
        const answer = await site.ask(target)
        return [answer.status, answer.headers.location]
      }
      expect(await moved("/guide.html")).toEqual([301, "/guide"])
      expect(await moved("/guide/index.html?tab=2")).toEqual([301, "/guide?tab=2"])
      expect(await moved("/index.html")).toEqual([301, "/"])
      // The page's canonical address wins: the API reference keeps its slash.
      expect(await moved("/api/index.html")).toEqual([301, "/api/"])
      expect(await moved("/api.html")).toEqual([301, "/api/"])
      // A file of that name is served as it is; a name with no page behind it is not found.
      expect(await moved("/404.html")).toEqual([200, undefined])
      expect(await moved("/nothing.html")).toEqual([404, undefined])
      // Never to another host: these keep the not-found page (its script keeps the reader here).
      for (const target of ["//evil.example/guide.html", "/%5Cevil.example/guide.html", "//guide.html"])
        expect(await moved(target)).toEqual([404, undefined])
    },
    "//host/x is a path of this site": async site => {
      const answer = await site.ask("//evil.example/")
      expect(answer.status).toBe(404)
      expect(answer.body).toContain("Page not found")
    },
  })
})

test("server: missing 404 page, files deleted while they are asked for", async () => {
  await cases("server crash", {
    "404.html missing": async site => {
      unlinkSync(path.join(site.dir, "404.html"))
      for (const target of ["/nothing-here", "/a%zz"]) {
        const answer = await site.ask(target)
        expect(answer.body).toContain("Page not found")
        expect(answer.headers["content-type"]).toMatch(/^text\/html/)
      }
      writeFileSync(path.join(site.dir, "404.html"), "<!doctype html><h1>Page not found</h1>")
    },
    "a file removed and rewritten during 400 requests": async site => {
      const file = path.join(site.dir, "churn.md")
      let churning = true
      const churn = (async () => {
        for (let i = 0; churning && i < 2000; i += 1) {
          writeFileSync(file, `# page ${i}\n`.repeat(200))
          await new Promise(resolve => setImmediate(resolve))
          rmSync(file, { force: true })
          await new Promise(resolve => setImmediate(resolve))
        }
      })()
      const statuses = new Set<number>()
      for (let round = 0; round < 20; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            site.ask(i % 2 ? "/churn.md" : "/churn/", { headers: { "accept-encoding": i % 4 < 2 ? "br" : "" } }),
          ),
        )
        for (const answer of answers) statuses.add(answer.status)
      }
      churning = false
      await churn
      // Found, not found, or (the file went between two reads) a 500 that says to reload.
      expect([...statuses].filter(status => ![200, 404, 500].includes(status))).toEqual([])
    },
  })
})
