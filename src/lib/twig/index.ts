/** Public API of the Questforge Twig runtime: render, definitions for the reference, sample data. */
export { renderTemplate, type RenderOptions } from "./engine"
export { TemplateError, type ErrorOrigin } from "./errors"
export {
  ALL_DEFINITIONS,
  ALL_FILTERS,
  ALL_FUNCTIONS,
  FILTER_CATEGORIES,
  FUNCTION_CATEGORIES,
  duplicateNames,
  findDefinition,
  isRegistrable,
  type Category,
} from "./catalogue"
export { GLOBAL_VARIABLES, SAMPLE_CONTEXT, type GlobalVariable, type SampleContext } from "./sample-context"
export type * from "./types"
