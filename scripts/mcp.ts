// `npm run -s mcp` / `questforge-docs-mcp`: the docs as a Model Context Protocol server on
// stdin/stdout, read from the last build in public/. Only protocol messages may go to stdout:
// everything else is written to stderr, which MCP clients keep as the server's log.
import path from "node:path"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js"
import { createDocsServer } from "../src/node/mcp/server"
import { openDocsSite } from "../src/node/mcp/site"
import { createTwigRenderer } from "../src/node/mcp/twig-renderer"
import { loadOpenApi } from "../src/node/openapi"
import { loadProduct } from "../src/node/product"

const root = path.resolve(__dirname, "..")
const log = (line: string) => process.stderr.write(`questforge-docs-mcp: ${line}\n`)
const site = openDocsSite(root, loadProduct().urls.docs.replace(/\/$/, ""), log)
const twig = createTwigRenderer()
const { version } = require("../package.json") as { version: string }
const server = createDocsServer({ site, twig, openApi: loadOpenApi, version })

server
  .connect(new StdioServerTransport())
  .then(() => {
    try {
      log(`ready on stdio, ${site.pages().length} pages from ${path.join(root, "public")}`)
    } catch (error) {
      // The server still runs: the tools that need no build work, the others say what to run.
      log((error as Error).message)
    }
  })
  .catch(error => {
    log(`could not start: ${String(error)}`)
    process.exit(1)
  })
const stop = () => void twig.close().finally(() => process.exit(0))
process.stdin.on("close", stop)
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
