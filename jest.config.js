/** Jest runs the pure logic (src/lib, src/node helpers) without Gatsby. */
module.exports = {
  testEnvironment: "node",
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
