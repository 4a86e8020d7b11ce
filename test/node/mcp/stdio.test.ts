import path from "node:path"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"

const BIN = path.resolve(__dirname, "../../../bin/questforge-docs-mcp.cjs")

// The entry an MCP client starts: only protocol messages on stdout, or the client fails to parse them.
it("questforge-docs-mcp speaks MCP over stdio", async () => {
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN], stderr: "pipe" })
  const client = new Client({ name: "test", version: "1.0.0" })
  // A line on stdout that is not a protocol message reaches the client as an error.
  const errors: string[] = []
  client.onerror = error => errors.push(error.message)
  await client.connect(transport)
  try {
    const { tools } = await client.listTools()
    expect(tools).toHaveLength(6)
    const result = (await client.callTool({
      name: "expand_store_command",
      arguments: { command: "say {player} bought {product_name}" },
    })) as CallToolResult
    expect(result.isError).toBeFalsy()
    expect(result.content[0]).toEqual({ type: "text", text: expect.stringMatching(/^say Notch bought VIP\n/) })
    expect(errors).toEqual([])
  } finally {
    await client.close()
  }
}, 30000)
