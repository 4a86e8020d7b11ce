import { spawn, type ChildProcess } from "node:child_process"
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * A scripts/serve.mjs of a run's own, on a free port, over a copy of the built site: files can
 * go missing there (an upload in progress) without touching the server the other specs share.
 * The copy is real files, not links: the server serves nothing that resolves outside its folder.
 */
export class OwnSite {
  private constructor(
    readonly dir: string,
    readonly origin: string,
    private readonly server: ChildProcess,
    private readonly state: { exited: boolean },
  ) {}

  static async start(): Promise<OwnSite> {
    const base = mkdtempSync(path.join(tmpdir(), "own-site-"))
    const dir = path.join(base, "public")
    cpSync(path.resolve("public"), dir, { recursive: true })
    const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", "0", "--dir", dir], {
      stdio: ["ignore", "pipe", "pipe"],
    })
    const state = { exited: false }
    server.on("exit", () => (state.exited = true))
    const port = await new Promise<number>((resolve, reject) => {
      let out = ""
      server.stdout!.on("data", chunk => {
        out += chunk
        const match = /http:\/\/localhost:(\d+)\//.exec(out)
        if (match) resolve(Number(match[1]))
      })
      server.on("exit", code => reject(new Error(`serve.mjs exited with ${code}`)))
    })
    return new OwnSite(dir, `http://localhost:${port}`, server, state)
  }

  get crashed(): boolean {
    return this.state.exited
  }

  /**
   * Takes away every built file at the top of the folder whose name matches (e.g.
   * /^twig-runtime-.*\.js$/), as an upload that has not reached them yet; the returned call puts
   * them back. Every one: a public/ that has seen several builds keeps the older hashed versions
   * beside the one its pages name.
   */
  hide(pattern: RegExp): () => void {
    const files = readdirSync(this.dir)
      .filter(entry => pattern.test(entry))
      .map(entry => path.join(this.dir, entry))
    if (files.length === 0) throw new Error(`no built file matches ${pattern}`)
    for (const file of files) renameSync(file, `${file}.uploading`)
    return () => {
      for (const file of files) renameSync(`${file}.uploading`, file)
    }
  }

  stop(): void {
    this.server.kill()
    rmSync(path.dirname(this.dir), { recursive: true, force: true })
  }
}
