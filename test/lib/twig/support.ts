/** Builders shared by the Twig runtime tests: render a template and describe a category's cases. */
import { SAMPLE_CONTEXT } from "../../../src/lib/twig/sample-context"
import { renderTemplate, type RenderOptions } from "../../../src/lib/twig/engine"
import type { TemplateErrorInfo, TwigDefinition } from "../../../src/lib/twig/types"

/** Renders and returns the HTML, failing the test with the error message when rendering fails. */
export function html(source: string, context?: Record<string, unknown>): string {
  const result = renderTemplate(source, { context })
  if (!result.ok) throw new Error(`Expected ${JSON.stringify(source)} to render, got error: ${result.error.message}`)
  return result.html
}

/** Renders and returns the error, failing the test when rendering succeeds. */
export function renderError(source: string, options?: RenderOptions): TemplateErrorInfo {
  const result = renderTemplate(source, options)
  if (result.ok) throw new Error(`Expected ${JSON.stringify(source)} to fail, got ${JSON.stringify(result.html)}`)
  return result.error
}

/** `{% for x in <expr> %}<item>, …{% endfor %}`: lists without relying on filters Twig.js lacks (map, column). */
export function each(expression: string, item: string, separator = ", "): string {
  return `{% for x in ${expression} %}${item}{% if not loop.last %}${separator}{% endif %}{% endfor %}`
}

/** The sample context with one global replaced, e.g. a signed-out visitor. */
export function withGlobal(key: keyof typeof SAMPLE_CONTEXT, value: unknown): Record<string, unknown> {
  return { [key]: value }
}

export interface DefinitionCases {
  /** Template, exact HTML, optional context overrides. */
  ok: [template: string, expected: string, context?: Record<string, unknown>][]
  /** Template and exact error message. Each is rendered on line 3 to prove the line is found. */
  bad: [template: string, message: string][]
}

const PREFIX = "<main>\n  <h1>Example</h1>\n"

/**
 * One describe block per definition, with a test per case, plus a test proving the cases cover
 * exactly the definitions of the category (so a new definition cannot ship untested).
 */
export function describeDefinitions(
  title: string,
  definitions: TwigDefinition[],
  cases: Record<string, DefinitionCases>,
): void {
  describe(title, () => {
    it("has normal and bad-input cases for every definition of the category", () => {
      expect(Object.keys(cases).sort()).toEqual(definitions.map(d => d.name).sort())
      for (const def of definitions) {
        const { ok, bad } = cases[def.name]
        // A rest-argument function such as log(...values) accepts every input: there is no bad case.
        const variadic = def.args.some(arg => arg.name.startsWith("..."))
        expect({ name: def.name, ok: ok.length > 0, bad: bad.length > 0 || variadic }).toEqual({
          name: def.name,
          ok: true,
          bad: true,
        })
      }
    })
    for (const [name, { ok, bad }] of Object.entries(cases)) {
      describe(name, () => {
        // A rest parameter keeps the callback's arity at 0: Jest would take a third named parameter for `done`.
        it.each(ok)("renders %s as the documented output", (...[template, expected, context]) => {
          expect(html(template, context)).toBe(expected)
        })
        if (bad.length > 0)
          it.each(bad)("rejects %s with a message naming it and the line of the call", (template, message) => {
            expect(renderError(`${PREFIX}${template}\n</main>`)).toEqual({ message, line: 3 })
          })
      })
    }
  })
}
