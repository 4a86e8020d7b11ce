import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { z } from "zod"
import { createApiRequestChecker } from "../../lib/mcp/api-request"
import { expandStoreCommand, STORE_PLACEHOLDERS } from "../../lib/mcp/store-placeholders"
import type { OpenApiDocument } from "../../lib/openapi/types"
import { OUTPUT_LIMIT_CHARACTERS, TIME_LIMIT_MS } from "../../lib/playground/limits"
import { failure, guarded, text } from "./tool-results"
import type { TwigRenderer } from "./twig-renderer"

/** The site's own tools, which need no build: the Twig runtime, the API description, the store's placeholders. */
export function registerProductTools(server: McpServer, twig: TwigRenderer, openApi: () => OpenApiDocument): void {
  let checkRequest: ReturnType<typeof createApiRequestChecker> | null = null

  server.registerTool(
    "render_twig",
    {
      title: "Render a Questforge Twig template",
      description: `Renders a theme template with the docs' Questforge Twig runtime and sample data (site, user, store, servers), as the live examples do. Stopped after ${TIME_LIMIT_MS / 1000} s; output up to ${OUTPUT_LIMIT_CHARACTERS / 1000} KB.`,
      inputSchema: { template: z.string().max(256_000, "A template may be at most 256 KB.") },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ template }) => {
      const result = await twig.render(template)
      const log = result.log.length ? `\n\nLog:\n${result.log.join("\n")}` : ""
      return result.ok ? text(`${result.html}${log}`) : failure(`${result.message}${log}`)
    }),
  )

  server.registerTool(
    "validate_api_request",
    {
      title: "Check a REST API request",
      description:
        "Checks a request against the Questforge REST API description (OpenAPI): route, method, parameters, credentials and the JSON body. Sends nothing.",
      inputSchema: {
        method: z
          .string()
          .trim()
          .toUpperCase()
          .pipe(z.enum(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"])),
        path: z.string().trim().min(1).max(2000).describe("`/website/users/1542`, or the full URL."),
        headers: z.record(z.string()).optional(),
        body: z.unknown().optional().describe("The JSON body, as a value or as its text."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(request => {
      checkRequest ??= createApiRequestChecker(openApi())
      const check = checkRequest(request)
      const lines = [
        check.valid ? `Valid: ${check.operation}.` : `Invalid${check.operation ? `: ${check.operation}` : ""}.`,
        ...check.errors.map(error => `- ${error}`),
        ...check.warnings.map(warning => `- Note: ${warning}`),
      ]
      return check.valid ? text(lines.join("\n")) : failure(lines.join("\n"))
    }),
  )

  const steamId64 = z.string().regex(/^(\d{17})?$/, "A SteamID64 has 17 digits (empty: no linked Steam account).")
  server.registerTool(
    "expand_store_command",
    {
      title: "Fill in a store command",
      description: `Fills in a store product command's placeholders as the store does when a payment is confirmed (${STORE_PLACEHOLDERS.map(p => `{${p}}`).join(", ")}, and {option:<key>} from the buyer's chosen options), with a sample buyer unless values are given. An empty account id means the buyer has not linked that account.`,
      inputSchema: {
        command: z.string().min(1).max(2000),
        values: z
          .object({
            player: z.string().min(1, "{player} is never empty: give the in-game name.").max(64),
            uuid: z.string().max(36),
            steamid64: steamId64,
            discord_id: z.string().regex(/^(\d{17,20})?$/, "A Discord id has 17 to 20 digits."),
            quantity: z.number().int().min(1),
            order_id: z.string(),
            product_name: z.string(),
            price: z.string(),
            currency: z.string(),
            email: z.string(),
            buyer_name: z.string().max(64),
            options: z.record(
              z.string().regex(/^[a-z0-9_]{1,24}$/, "An option key is lowercase letters, digits and underscores."),
              z.string().max(64),
            ),
          })
          .partial()
          .strict()
          .optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(({ command, values }) => {
      const result = expandStoreCommand(command, values)
      const lines = [
        result.command,
        "",
        ...Object.entries(result.filled).map(([name, value]) => `{${name}} = ${JSON.stringify(value)}`),
        ...result.forPlugin.map(name => `{${name}} is left for the game-server plugin to fill in.`),
        ...result.warnings.map(warning => `Warning: ${warning}`),
      ]
      return result.unknown.length ? failure(lines.join("\n")) : text(lines.join("\n"))
    }),
  )
}
