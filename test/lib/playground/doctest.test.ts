import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { ALL_DEFINITIONS, renderTemplate } from "../../../src/lib/twig"
import { extractLiveExamples, outputOf } from "../../../src/lib/playground/examples"
import { twigReferenceFile } from "../../../src/lib/playground/reference-pages"

/**
 * The doctest: every live example in the theme docs is rendered with the runtime
 * and the sample context, and must print exactly the output the page documents. A wrong
 * example fails CI with the page, the example's number and its line.
 */
const DOCS = path.resolve(__dirname, "../../../content/docs")
const DESIGNS = path.join(DOCS, "website-designs")

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? mdxFiles(full) : name.endsWith(".mdx") ? [full] : []
  })
}

const pages = mdxFiles(DESIGNS).map(file => ({ file: path.relative(DOCS, file), source: readFileSync(file, "utf8") }))

describe("the theme docs", () => {
  it("exist: 8 design pages, 4 filter pages and 8 function pages", () => {
    expect(pages.length).toBe(20)
  })
})

// Pages without live examples (guides) have nothing to run; every reference page has examples (below).
const withExamples = pages.filter(page => extractLiveExamples(page.source).length > 0)

it("finds live examples on most theme pages (the extraction works)", () => {
  expect(withExamples.length).toBeGreaterThanOrEqual(12)
})

describe.each(withExamples.map(page => [page.file, page] as const))("live examples in %s", (_file, page) => {
  const examples = extractLiveExamples(page.source)
  it.each(examples.map(example => [`example ${example.index} (line ${example.line})`, example] as const))(
    "%s prints its documented output",
    (_name, example) => {
      // Every live example is followed by its documented output (an `output` fence right after
      // it): without JavaScript that block is the result a reader sees (src/components/playground/PreviewFrame.tsx).
      expect({
        line: example.line,
        output: example.expected === null ? "missing: add an output fence after it" : "present",
      }).toEqual({
        line: example.line,
        output: "present",
      })
      expect(outputOf(renderTemplate(example.source))).toBe(example.expected!.trim())
    },
  )
})

describe("the filter and function reference", () => {
  const byFile = new Map(pages.map(page => [page.file, page.source]))

  it.each(ALL_DEFINITIONS.map(d => [`${d.kind} ${d.name}`, d] as const))(
    "documents the %s with at least one example and its output",
    (_name, definition) => {
      const file = twigReferenceFile(definition)
      const source = byFile.get(file)
      expect(source === undefined ? `missing page ${file}` : "page found").toBe("page found")
      const tag = `<TwigReference kind="${definition.kind}" name="${definition.name}" />`
      const start = source!.indexOf(tag)
      expect(start === -1 ? `${file} has no ${tag}` : "referenced").toBe("referenced")
      const next = source!.indexOf("<TwigReference", start + tag.length)
      const section = source!.slice(start, next === -1 ? undefined : next)
      const documented = extractLiveExamples(section).filter(example => example.expected !== null)
      expect(
        documented.length > 0
          ? "has an example with output"
          : `${file}: ${definition.name} has no live example with an output fence`,
      ).toBe("has an example with output")
    },
  )
})
