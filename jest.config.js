/**
 * Jest runs the pure logic (src/lib, src/node helpers) without Gatsby, in Node. A component
 * test asks for a browser-like document in its first lines (`@jest-environment jsdom`) and
 * imports from "gatsby" reach a small stand-in, src/test-support/gatsby.tsx.
 */
module.exports = {
  testEnvironment: "node",
  moduleNameMapper: { "^gatsby$": "<rootDir>/src/test-support/gatsby.tsx" },
  // Packages resolve to their Node builds in both environments: the setup reads the product
  // file with Node code, and `yaml`'s browser build is an ES module Jest would not load.
  testEnvironmentOptions: { customExportConditions: ["node", "node-addons"] },
  roots: ["<rootDir>/src"],
  testMatch: ["**/__tests__/**/*.test.ts", "**/__tests__/**/*.test.tsx"],
  setupFiles: ["<rootDir>/src/test-support/setup-product.ts"],
  // Every test's temporary folders in one folder of the run, removed at its end.
  globalSetup: "<rootDir>/src/test-support/temp-dir-setup.js",
  globalTeardown: "<rootDir>/src/test-support/temp-dir-teardown.js",
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
