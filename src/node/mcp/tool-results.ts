import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"

export const text = (value: string): CallToolResult => ({ content: [{ type: "text", text: value }] })
export const failure = (message: string): CallToolResult => ({
  isError: true,
  content: [{ type: "text", text: message }],
})

/** A tool's work with every failure as a tool result the agent can read, never a crash of the server. */
export const guarded =
  <A>(work: (args: A) => Promise<CallToolResult> | CallToolResult) =>
  async (args: A): Promise<CallToolResult> => {
    try {
      return await work(args)
    } catch (error) {
      return failure(error instanceof Error ? error.message : String(error))
    }
  }
