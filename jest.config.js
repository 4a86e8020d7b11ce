/**
 * Jest runs the pure logic (src/lib, src/node helpers) without Gatsby, in Node. A component
 * test asks for a browser-like document in its first lines (`@jest-environment jsdom`) and
 * imports from "gatsby" reach a small stand-in, test/support/gatsby.tsx.
 *
 * The tests live in test/, mirroring src/ (test/lib/search/… tests src/lib/search/…), not
 * beside the code: Gatsby reads every file under src/ and parses with Babel each one that
 * mentions `config`, `Head` or `graphql` while it extracts queries, in every build and on every
 * save in `npm run develop`; test files were a third of what it parsed (~0.3 s a build).
 */
module.exports = {
  testEnvironment: "node",
  moduleNameMapper: { "^gatsby$": "<rootDir>/test/support/gatsby.tsx" },
  // Packages resolve to their Node builds in both environments: the setup reads the product
  // file with Node code, and `yaml`'s browser build is an ES module Jest would not load.
  testEnvironmentOptions: { customExportConditions: ["node", "node-addons"] },
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFiles: ["<rootDir>/test/support/setup-product.ts"],
  // Every test's temporary folders in one folder of the run, removed at its end.
  globalSetup: "<rootDir>/test/support/temp-dir-setup.js",
  globalTeardown: "<rootDir>/test/support/temp-dir-teardown.js",
  transform: {
    "^.+\\.tsx?$": [
      "ts-jest",
      {
        tsconfig: {
          module: "commonjs",
          moduleResolution: "node",
          jsx: "react-jsx",
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
}
