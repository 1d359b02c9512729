// The parts of an rspack configuration the host and every remote share: TypeScript/TSX through
// builtin:swc-loader (automatic JSX runtime), native CSS with CSS Modules whose class names carry
// the container name (so two remotes can never collide), production minification and content-hashed
// file names.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { rspack, type Configuration, type RuleSetRule } from "@rspack/core";

export interface CommonConfigOptions {
  /** The workspace folder (rspack `context`). */
  context: string;
  /** Where the build writes its files. */
  outputPath: string;
  /** URL prefix the files are served from. */
  publicPath: string;
  /** Unique per build, so two builds of a remote in one page never share chunk ids or globals. */
  uniqueName: string;
  /** Prefix of every CSS Modules class name (the container name). */
  cssPrefix: string;
  mode: "production" | "development";
}

/** Chromium, Firefox and Safari of the last two years: no down-levelling of modern syntax. */
const BROWSER_TARGET = "es2022";
/**
 * The CSS minifier's targets: browsers with color-mix() and logical properties, so `inset-inline-*`
 * and `margin-inline-*` stay as written (Arabic mirrors through `dir`) instead of being lowered to
 * `:lang()` rules for browsers Parley does not support.
 */
const CSS_TARGETS = ["chrome >= 111", "edge >= 111", "firefox >= 113", "safari >= 16.4"];

/** A federation runtime package's CommonJS entry, found from runtime-tools as rspack's plugin finds it. */
export function federationRuntimeFile(name: string): string {
  const require = createRequire(import.meta.url);
  return require.resolve(name, { paths: [require.resolve("@module-federation/runtime-tools")] });
}

/**
 * rspack's federation plugin imports the federation runtime and its webpack bundler runtime by their
 * CommonJS files (`require.resolve`), which cannot be tree-shaken: every entry then carried the whole
 * `@module-federation/sdk` (manifest and node helpers included). Their ES module builds, the same
 * code, let the unused parts go. An alias of ours wins over the plugin's (it spreads ours last).
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of ["@module-federation/webpack-bundler-runtime", "@module-federation/runtime"]) {
    const cjs = federationRuntimeFile(name);
    const esm = cjs.replace(/\.cjs$/, ".js");
    aliases[cjs] = esm;
    if (name === "@module-federation/runtime") aliases[`${name}$`] = esm;
  }
  return aliases;
}

function scriptRule(): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: "builtin:swc-loader",
    options: {
      jsc: {
        parser: { syntax: "typescript", tsx: true },
        target: BROWSER_TARGET,
        transform: { react: { runtime: "automatic" } },
      },
    },
    type: "javascript/auto",
  };
}

/** react-router's component wrappers, marked pure so unused ones go (pure-calls-loader.ts). */
function pureCallsRule(): RuleSetRule {
  return {
    test: /[\\/]node_modules[\\/]react-router[\\/].*\.m?js$/,
    loader: fileURLToPath(new URL("./pure-calls-loader.ts", import.meta.url)),
  };
}

function cssRules(): RuleSetRule[] {
  return [
    { test: /\.module\.css$/, type: "css/module" },
    { test: /\.css$/, exclude: /\.module\.css$/, type: "css" },
  ];
}

export function commonConfig(options: CommonConfigOptions): Configuration {
  const production = options.mode === "production";
  return {
    mode: options.mode,
    context: options.context,
    target: ["web", BROWSER_TARGET],
    devtool: production ? "source-map" : "cheap-module-source-map",
    output: {
      path: options.outputPath,
      publicPath: options.publicPath,
      uniqueName: options.uniqueName,
      filename: production ? "assets/[name].[contenthash:10].js" : "assets/[name].js",
      chunkFilename: production ? "assets/[name].[contenthash:10].js" : "assets/[name].js",
      cssFilename: production ? "assets/[name].[contenthash:10].css" : "assets/[name].css",
      cssChunkFilename: production ? "assets/[name].[contenthash:10].css" : "assets/[name].css",
      assetModuleFilename: "assets/[name].[contenthash:10][ext]",
      clean: true,
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    module: {
      rules: [
        scriptRule(),
        pureCallsRule(),
        ...cssRules(),
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: "asset/resource" },
      ],
      generator: {
        "css/module": {
          localIdentName: production
            ? `${options.cssPrefix}-[hash:8]`
            : `${options.cssPrefix}-[name]__[local]`,
          exportsConvention: "camel-case",
        },
      },
      parser: {
        "css/module": { namedExports: false },
      },
    },
    optimization: {
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
      ],
      // The module federation runtime must stay in each entry chunk: no separate runtime chunk.
      runtimeChunk: false,
    },
    performance: false,
    stats: "errors-warnings",
  };
}
