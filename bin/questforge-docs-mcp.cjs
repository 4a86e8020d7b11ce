#!/usr/bin/env node
// The docs MCP server (scripts/mcp.ts), run with tsx's require hook, as `npm run search:index` runs with tsx.
require("tsx/cjs")
require("../scripts/mcp.ts")
