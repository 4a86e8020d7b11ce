#!/usr/bin/env node
// Validates content/api/openapi.yaml against the OpenAPI 3.1 schema with a maintained
// validator (@seriousme/openapi-schema-validator). Prints the result as JSON; exits 1 when
// the description is invalid. Used by the Jest suite (the validator is ESM-only) and by hand.
import { readFileSync } from "node:fs"
import { Validator } from "@seriousme/openapi-schema-validator"

const file = process.argv[2] ?? "content/api/openapi.yaml"
const result = await new Validator().validate(readFileSync(file, "utf8"))
console.log(JSON.stringify({ file, valid: result.valid, errors: result.errors ?? [] }))
process.exit(result.valid ? 0 : 1)
