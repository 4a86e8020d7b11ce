/**
 * The Try it console's mock API, written by the build (src/node/try-it) and resolved by a
 * webpack alias: `definition` is a MockDefinition and `validators` the validators compiled from
 * openapi.yaml by name (src/lib/try-it/mock.ts has both types).
 */
declare module "questforge-try-it-mock" {
  export const definition: unknown
  export const validators: unknown
}
