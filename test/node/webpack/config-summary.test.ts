import TerserPlugin from "terser-webpack-plugin"
import { portable, summariseConfig } from "../../../src/node/webpack/config-summary"

const ROOT = "/srv/site"

class ExamplePlugin {}

describe("the summary of a webpack config", () => {
  it("names the project's folder and package folders instead of spelling them out", () => {
    expect(portable(`${ROOT}/node_modules/@swc/core/index.js`, ROOT)).toBe("<@swc/core>/index.js")
    expect(portable(`${ROOT}/src/app/x.ts`, ROOT)).toBe("<root>/src/app/x.ts")
    // A package found outside the project (a hoisted or linked one) reads the same.
    expect(portable("/usr/lib/node_modules/gatsby/dist/a.js", ROOT)).toBe("<gatsby>/dist/a.js")
  })

  it("lists each rule's test and loaders, the aliases, plugins, minimizers and chunk groups", () => {
    const summary = summariseConfig(
      {
        mode: "production",
        entry: { app: {}, polyfill: {} },
        module: {
          rules: [
            { test: /\.css$/, use: [{ loader: `${ROOT}/node_modules/css-loader/dist/cjs.js` }] },
            { oneOf: [{ test: /\.tsx$/, use: () => [`${ROOT}/node_modules/swc-loader/src/index.js`] }] },
          ],
        },
        resolve: { alias: { react: `${ROOT}/node_modules/react`, twig$: "x" }, plugins: [new ExamplePlugin()] },
        plugins: [new ExamplePlugin()],
        optimization: {
          minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
          splitChunks: { chunks: "all", cacheGroups: { default: false, shared: { test: () => true, minSize: 0 } } },
        },
        cache: { type: "filesystem", version: "changes with every build code" },
        externals: [
          { "react-dom": "commonjs react-dom" },
          { fs: "commonjs fs", "node:fs": "commonjs node:fs" },
          () => undefined,
        ],
      },
      ROOT,
    )
    expect(summary).toEqual({
      mode: "production",
      target: undefined,
      devtool: null,
      entries: ["app", "polyfill"],
      rules: [
        { test: "/\\.css$/", loaders: ["<css-loader>/dist/cjs.js"] },
        { oneOf: [{ test: "/\\.tsx$/", loaders: ["<swc-loader>/src/index.js"], loadersChosenPerModule: true }] },
      ],
      resolve: {
        aliases: ["react", "twig$"],
        plugins: ["ExamplePlugin"],
        extensions: undefined,
        mainFields: undefined,
      },
      // Node's own modules as one name: their list changes with the Node version, not the config.
      externals: ["{ react-dom }", "{ (Node's built-in modules) }", "(function)"],
      plugins: ["ExamplePlugin"],
      optimization: {
        minimizer: ["TerserPlugin (swcMinify)"],
        splitChunks: { chunks: "all", cacheGroups: { default: false, shared: { test: "(function)", minSize: 0 } } },
      },
      cache: { type: "filesystem" },
    })
  })
})
