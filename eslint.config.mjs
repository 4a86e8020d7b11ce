// Lint for the whole tree (`npm run lint`, part of `npm test`): TypeScript, React, hooks and
// accessibility rules, and the layer rules of the README's "Project layout" as import bans.
import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const REACT = ["react", "react-dom", "react-dom/*", "react/*", "react-instantsearch", "@mdx-js/react"]
const COMPONENTS = ["**/components/**", "**/templates/**", "**/pages/**", "**/app/**"]
const BUILD_HOOKS = ["**/node/**", "!node:*"]

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".build/",
      ".public-default/",
      ".public-optimised/",
      ".public-before-edit/",
      "node_modules/",
      "test-results/",
      "bench-results/",
      "playwright-report/",
      "coverage/",
      "static/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "18" } },
  },
  { files: ["**/*.{ts,tsx}"], ...react.configs.flat["jsx-runtime"] },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Gatsby's config and the Jest config are CommonJS.
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs" },
  },
  // Layers: build hooks never import React or components; pure logic imports neither React,
  // components nor build hooks; components never import build hooks.
  {
    files: ["src/node/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: [...REACT, ...COMPONENTS], message: "src/node/ is build-time code: no React, no components." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...REACT, ...COMPONENTS, ...BUILD_HOOKS],
              message: "src/lib/ is pure logic shared by build and browser: no React, components or build hooks.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/components/**", "src/templates/**", "src/pages/**", "src/app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: BUILD_HOOKS, message: "Components render what they are handed: never import src/node/." },
          ],
        },
      ],
    },
  },
)
