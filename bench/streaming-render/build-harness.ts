// Builds the two harness pages (parley.html, naive.html) with a plain rspack production config of
// our own (no module federation): swc for TSX, native CSS and CSS Modules, fonts as files.
import { rspack, type Configuration } from "@rspack/core";
import { join } from "node:path";

const PAGE_TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Streaming render bench</title>
<style>
  html, body { height: 100%; margin: 0; }
  body { font: 15px/1.5 system-ui, sans-serif; color: #1f2328; background: #fff; }
  /* A chat column that follows the reply as it grows (bench-page.tsx keeps it at the bottom). */
  #root { height: 100%; overflow-y: auto; }
  .bench-message { max-width: 760px; margin: 24px auto; padding: 0 16px; }
</style>
</head>
<body><div id="root"></div></body>
</html>`;

function config(harnessDir: string, outDir: string): Configuration {
  return {
    mode: "production",
    context: harnessDir,
    target: ["web", "es2022"],
    entry: { parley: "./parley-page.tsx", naive: "./naive-page.tsx" },
    output: {
      path: outDir,
      publicPath: "/",
      filename: "[name].[contenthash:8].js",
      chunkFilename: "[name].[contenthash:8].js",
      cssFilename: "[name].[contenthash:8].css",
      cssChunkFilename: "[name].[contenthash:8].css",
      assetModuleFilename: "assets/[name].[contenthash:8][ext]",
      clean: true,
    },
    resolve: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: "builtin:swc-loader",
          options: {
            jsc: {
              parser: { syntax: "typescript", tsx: true },
              target: "es2022",
              transform: { react: { runtime: "automatic" } },
            },
          },
          type: "javascript/auto",
        },
        { test: /\.module\.css$/, type: "css/module" },
        { test: /\.css$/, exclude: /\.module\.css$/, type: "css" },
        // KaTeX's stylesheet names woff2, woff and ttf fonts.
        { test: /\.(woff2?|ttf)$/, type: "asset/resource" },
      ],
      generator: { "css/module": { localIdentName: "[name]__[local]", exportsConvention: "camel-case" } },
      parser: { "css/module": { namedExports: false } },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        filename: "parley.html",
        chunks: ["parley"],
        templateContent: PAGE_TEMPLATE,
      }),
      new rspack.HtmlRspackPlugin({
        filename: "naive.html",
        chunks: ["naive"],
        templateContent: PAGE_TEMPLATE,
      }),
    ],
    // BENCH_NO_MINIFY=1 keeps function names readable in CPU profiles (diagnosis only).
    optimization: { minimize: process.env.BENCH_NO_MINIFY !== "1" },
    performance: false,
    stats: "errors-warnings",
  };
}

/** Builds into `outDir`; rejects with rspack's errors. */
export function buildHarness(outDir: string): Promise<void> {
  const harnessDir = join(import.meta.dirname, "harness");
  return new Promise((resolve, reject) => {
    const compiler = rspack(config(harnessDir, outDir));
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) {
          const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
          return reject(new Error(errors.map((entry) => entry.message).join("\n\n")));
        }
        resolve();
      });
    });
  });
}
