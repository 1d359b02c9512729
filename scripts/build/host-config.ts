// The host-shell build: a module federation host with NO remote compiled in (remotes are registered
// at run time from the tenant's manifest), the shared singletons it provides to every remote, and
// the SPA document. The build timestamp is compiled in so the user menu can compare it with
// GET /api/v1/core/gs-version.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { rspack, type Configuration } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { commonConfig, federationRuntimeEsmAliases, federationRuntimeFile } from "./common-config.ts";
import { federationRuntimeVersion } from "./federation-runtime.ts";
import { sharedDependencies, type WorkspacePackageJson } from "./shared-dependencies.ts";
import { SHELL_APP_CHUNKS } from "@parley/shared-contracts/shell-document";

/** Module federation name of the host (also its CSS Modules prefix). */
export const HOST_CONTAINER = "parley_shell";

export interface HostConfigOptions {
  workspaceDir: string;
  packageJson: WorkspacePackageJson;
  outputPath: string;
  /** ISO time of this build (build-info.json and the compiled-in constant). */
  buildTimestamp: string;
  mode?: "production" | "development";
}

/**
 * The shell's federation runtime as ES modules throughout (see `federationRuntimeEsmAliases`). Its
 * runtime-core must be one copy: the injection plugin, which hands it to the remotes, asks for it
 * through runtime-tools' CommonJS entry, and the runtime through its ES one — two copies in main.js
 * until both resolve to the same file (38.4 → 33.0 KB brotli).
 */
function hostFederationAliases(): Record<string, string> {
  const core = federationRuntimeFile("@module-federation/runtime-core").replace(/\.cjs$/, ".js");
  return {
    ...federationRuntimeEsmAliases(),
    "@module-federation/runtime-tools/runtime-core$": core,
    "@module-federation/runtime-core$": core,
  };
}

/** Shared packages the host provides only for remotes built before they were dropped: never preloaded. */
export const HOST_PROVIDED_FOR_OLDER_REMOTES: readonly string[] = ["react-i18next"];

/**
 * Shared packages the shell itself never imports and the signed-out pages (sign-in) do without:
 * react-query, the remotes' data layer. They travel in a chunk of their own, `member-vendors`, which
 * the server preloads on a signed-in member's pages only (server shell-chunks.ts), so the sign-in
 * page does not download them (docs/benchmarks.md, session 17).
 */
export const HOST_PROVIDED_FOR_MEMBERS: readonly string[] = ["@tanstack/react-query"];

/** The shell's React side, without and with the main layout (index.ts picks one per page). */
const SHELL_APP_CHUNK_NAMES: ReadonlySet<string> = new Set(Object.values(SHELL_APP_CHUNKS));

/** The name of the chunk of HOST_PROVIDED_FOR_MEMBERS (the server looks for `<name>.<hash>.js`). */
export const MEMBER_VENDORS_CHUNK = "member-vendors";

/**
 * react-i18next as the host provides it: no remote built since session 16 imports it (they translate
 * with ui-kit's useNamespaceTranslation), but one built before, which ops may pin, consumes it. The
 * host provides a module that binds it to the shared i18next as it loads
 * (host-shell/src/i18n/bound-react-i18next.ts), in a chunk of its own that no page preloads. The
 * module reaches the library under an alias the share plugin does not match.
 */
function reactI18nextForOlderRemotes(workspaceDir: string) {
  const require = createRequire(join(workspaceDir, "package.json"));
  const esm = join(dirname(require.resolve("react-i18next/package.json")), "dist", "es", "index.js");
  const { version } = JSON.parse(readFileSync(require.resolve("react-i18next/package.json"), "utf8")) as {
    version: string;
  };
  return {
    alias: { "react-i18next-unshared$": esm },
    shared: { import: join(workspaceDir, "src", "i18n", "bound-react-i18next.ts"), version },
  };
}

export function createHostConfig(options: HostConfigOptions): Configuration {
  const reactI18next = reactI18nextForOlderRemotes(options.workspaceDir);
  const shared = sharedDependencies(options.packageJson);
  shared["react-i18next"] = { ...(shared["react-i18next"] as object), ...reactI18next.shared };
  const mode = options.mode ?? "production";
  const base = commonConfig({
    context: options.workspaceDir,
    outputPath: options.outputPath,
    publicPath: "/",
    uniqueName: HOST_CONTAINER,
    cssPrefix: "shell",
    mode,
  });
  return {
    ...base,
    name: "host-shell",
    resolve: { ...base.resolve, alias: { ...hostFederationAliases(), ...reactI18next.alias } },
    optimization: {
      ...base.optimization,
      splitChunks: {
        // The shell's React side stays one file in each of its two builds (with and without the main
        // layout, SHELL_APP_CHUNKS): split into the part they share and the rest, the chat page
        // would load one more script and style (docs/benchmarks.md, session 16: +20 ms). Only the
        // vendor groups below take modules out of them.
        chunks: (chunk) => chunk.canBeInitial() === false && !SHELL_APP_CHUNK_NAMES.has(chunk.name ?? ""),
        cacheGroups: {
          // The shared singletons every first screen needs, in one file: one request, one script to
          // run and one larger compression window instead of ten (docs/benchmarks.md, session 15:
          // the chat page 243 → 228 KB over the wire, 36 → 27 requests, usable 403 → 384 ms median).
          // Async chunks only: the share host's own entry stays without them.
          bootVendors: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|single-spa-react|zustand|use-sync-external-store)[\\/]/,
            name: "boot-vendors",
            chunks: "async",
            enforce: true,
          },
          // react-query (query-core included): what only the members' pages need, preloaded there.
          memberVendors: {
            test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
            name: MEMBER_VENDORS_CHUNK,
            chunks: "async",
            enforce: true,
          },
        },
      },
    },
    // The share host's own small entry (share.html): the server fills its template with a snapshot.
    entry: { main: "./src/index.ts", share: "./src/share-host/index.ts" },
    plugins: [
      new ModuleFederationPlugin({
        name: HOST_CONTAINER,
        remotes: {},
        shared,
        shareStrategy: "loaded-first",
        dts: false,
        manifest: false,
        // The shell registers each remote by its remoteEntry.js, never by an mf-manifest.json snapshot,
        // so the runtime's snapshot plugin is dead weight in the first script.
        experiments: { provideExternalRuntime: true, optimization: { target: "web", disableSnapshot: true } },
      }),
      new rspack.DefinePlugin({
        __PARLEY_BUILD_TIMESTAMP__: JSON.stringify(options.buildTimestamp),
        __PARLEY_FEDERATION_RUNTIME__: JSON.stringify(
          federationRuntimeVersion(join(options.workspaceDir, "..")),
        ),
      }),
      new rspack.HtmlRspackPlugin({
        template: join(options.workspaceDir, "index.html"),
        chunks: ["main"],
        scriptLoading: "defer",
        minify: mode === "production",
      }),
      new rspack.HtmlRspackPlugin({
        template: join(options.workspaceDir, "share.html"),
        filename: "share.html",
        chunks: ["share"],
        scriptLoading: "defer",
        minify: mode === "production",
      }),
    ],
  };
}
