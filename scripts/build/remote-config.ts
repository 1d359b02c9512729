// A remote's build: one module federation container exposing single-spa parcels, sharing the same
// singletons as the host, emitted into its own immutable folder dist/remotes/<container>/<version>/.
// The version is part of output.uniqueName, so a page that switches versions (fallback to the last
// good one) never reuses the other build's chunks.
import type { Configuration } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { SubresourceIntegrityPlugin } from "@rspack/core";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import { commonConfig, federationRuntimeEsmAliases } from "./common-config.ts";
import type { RemoteDefinition } from "./define-remote.ts";
import { EntryOriginPublicPathPlugin } from "./entry-origin-public-path.ts";
import { sharedDependencies, type WorkspacePackageJson } from "./shared-dependencies.ts";

/** Whether remotes use the host's module federation runtime (saves ~20 KB gzip per remote). */
export const EXTERNAL_FEDERATION_RUNTIME = true;

/** The file name of the remote's container entry, next to mf-manifest.json. */
export const REMOTE_ENTRY_FILE = "remoteEntry.js";

export interface RemoteConfigOptions {
  workspaceDir: string;
  packageJson: WorkspacePackageJson;
  definition: RemoteDefinition;
  version: string;
  outputPath: string;
  mode?: "production" | "development";
  /** Shared packages to declare at another version than the installed one (`--shared-version`). */
  sharedVersions?: Readonly<Record<string, string>>;
}

/** URL folder a remote version is served from (the server maps it to dist/remotes). */
export function remotePublicPath(container: string, version: string): string {
  return `/remotes/${container}/${version}/`;
}

/** output.uniqueName of a remote build: container plus version, safe as a JS identifier part. */
export function remoteUniqueName(container: string, version: string): string {
  return `${container}__${version.replace(/[^A-Za-z0-9]/g, "_")}`;
}

/**
 * One chunk per language for all of a remote's texts: its own locale file and its features' (each
 * loaded by its own `import()`) land together, so a page asks once per language instead of once per
 * feature (mf_conversations: four requests → one).
 */
function languageChunks() {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [
      `i18n-${code}`,
      {
        // English also takes the spec's catalogue its texts spread (shared-contracts messages.ts): left
        // in a numbered chunk of its own, it was fetched only once the texts ran, a step later than the
        // document's preload of i18n-en (bench/chat-cold-load).
        test: new RegExp(
          `[\\\\/](?:i18n|locales)[\\\\/]${code.replace(/-/g, "\\-")}\\.(?:ts|json)$` +
            (code === "en" ? "|[\\\\/]shared-contracts[\\\\/]src[\\\\/]messages\\.ts$" : ""),
        ),
        name: `i18n-${code}`,
        chunks: "async" as const,
        enforce: true,
        priority: 20,
      },
    ]),
  );
}

/**
 * Which on-demand chunks rspack may split (the default, "async"), leaving whole those a route
 * declares among the chunks its document preloads (`chunks`): one file holds all the import needs,
 * so the server's preload of `<name>.<hash>.js` is all of it, not a part whose vendor code would
 * still come a step later. Their texts still go to the language chunks (an enforced group).
 */
function splitUnlessDeclared(definition: RemoteDefinition) {
  const whole = new Set((definition.routes ?? []).flatMap((route) => route.chunks ?? []));
  return (chunk: { name?: string | null; canBeInitial(): boolean }) =>
    !chunk.canBeInitial() && !whole.has(chunk.name ?? "");
}

export function createRemoteConfig(options: RemoteConfigOptions): Configuration {
  const { container, exposes } = options.definition;
  const base = commonConfig({
    context: options.workspaceDir,
    outputPath: options.outputPath,
    publicPath: remotePublicPath(container, options.version),
    uniqueName: remoteUniqueName(container, options.version),
    cssPrefix: container,
    mode: options.mode ?? "production",
  });
  return {
    ...base,
    // Chunks load with `integrity` (sha384, embedded in remoteEntry.js by the SRI plugin) and CORS, so
    // the manifest's hash of remoteEntry.js vouches for every chunk of the build (also from a CDN).
    output: { ...base.output, crossOriginLoading: "anonymous" },
    resolve: { ...base.resolve, alias: federationRuntimeEsmAliases() },
    name: container,
    // The container entry is the only entry; the exposes map is the contract.
    entry: {},
    optimization: {
      ...base.optimization,
      splitChunks: { chunks: splitUnlessDeclared(options.definition), cacheGroups: languageChunks() },
    },
    plugins: [
      // Before the federation plugin: its entry module must run first, and the container's last.
      new EntryOriginPublicPathPlugin(container),
      new ModuleFederationPlugin({
        name: container,
        filename: REMOTE_ENTRY_FILE,
        exposes: { ...exposes },
        shared: sharedDependencies(options.packageJson, options.sharedVersions),
        shareStrategy: "loaded-first",
        dts: false,
        manifest: true,
        // A remote consumes no other remote (the shell composes them), so its entry needs no remote
        // loading code, and like the shell no snapshot plugin.
        experiments: {
          externalRuntime: EXTERNAL_FEDERATION_RUNTIME,
          optimization: { target: "web", disableSnapshot: true, disableRemote: true },
        },
      }),
      new SubresourceIntegrityPlugin({ hashFuncNames: ["sha384"], htmlPlugin: false, enabled: true }),
    ],
  };
}
