import { FILTER_CATEGORIES, FUNCTION_CATEGORIES } from "../catalogue"
test("table", () => {
  const rows: string[] = []
  for (const c of [...FILTER_CATEGORIES, ...FUNCTION_CATEGORIES]) for (const d of c.definitions) rows.push(`| ${d.kind} | ${c.label} | \`${d.name}\` | \`${d.signature}\` |${d.safe ? " safe" : ""}`)
  console.log(rows.join("\n"))
})
