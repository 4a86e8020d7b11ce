import { readFileSync } from "node:fs"
import path from "node:path"
import { PRODUCT_SLUG } from "./routes"

/** Reads the routes table of SPEC.md §2, so the route list cannot drift from the contract. */
export function routesFromSpec(specFile = path.resolve(__dirname, "../../../shared/spec/SPEC.md")): string[] {
  const text = readFileSync(specFile, "utf8")
  const table = text.slice(text.indexOf("| Area | Paths |"), text.indexOf("Rules:"))
  const routes: string[] = []
  for (const line of table.split("\n").slice(2)) {
    const cells = line.split("|").map(cell => cell.trim())
    const spec = cells[2]
    if (!spec) continue
    const cleaned = spec.replace(/\s*\(query parameter q\)/, "")
    const followed = /^(\S+) followed by: (.*)$/.exec(cleaned)
    const prefixed = /^(\/\S*\/) ([^/].*)$/.exec(cleaned)
    const match = followed ?? prefixed
    const list = match ? match[2].split(",").map(name => `${match[1]}${name.trim()}`) : cleaned.split(",").map(r => r.trim())
    routes.push(...list.map(route => route.replace("{product}", PRODUCT_SLUG)))
  }
  return routes
}
