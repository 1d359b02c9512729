// The rspack configurations of the dev servers: the release configurations (scripts/build/
// host-config.ts, remote-config.ts) in development mode, served from the front end's own origin
// (`http://localhost:<port>/`, ports.ts) with hot module replacement and React Fast Refresh:
// - swc's refresh transform and @rspack/plugin-react-refresh, whose `react-refresh/runtime` is
//   replaced by refresh-runtime.ts, the one runtime the page's front ends share;
// - a remote's locale modules accept their own updates (hot-texts-loader.ts);
// - no subresource integrity (a hot update changes the files the hashes vouch for) and no hashed
//   file names; everything else — shared singletons, exposes, the entry's public path — as released.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rspack, type Configuration, type RuleSetRule } from "@rspack/core";
import { ReactRefreshRspackPlugin } from "@rspack/plugin-react-refresh";
import { createHostConfig } from "../build/host-config.ts";
import { DEV_VERSION } from "../build/input-hash.ts";
import { createRemoteConfig } from "../build/remote-config.ts";
import type { RemoteWorkspace } from "../build/workspaces.ts";
import type { WorkspacePackageJson } from "../build/shared-dependencies.ts";
import { devOrigin } from "./ports.ts";

const here = dirname(fileURLToPath(import.meta.url));
const REFRESH_RUNTIME = join(here, "refresh-runtime.ts");
const HOT_TEXTS_LOADER = join(here, "hot-texts-loader.ts");
/** Locale modules: `<front end>/src/**\/locales/<code>.ts` and the shared catalogue's. */
export const LOCALE_MODULE =
  /[\\/]src[\\/](?:.+[\\/])?(?:locales|page-locales)[\\/][a-z]{2}(?:-[a-z]{2})?\.ts$/;

/**
 * The swc rule of the common configuration with React Refresh's transform on. Only the host also
 * takes React's development JSX (`jsxDEV`, with source locations): it comes from
 * `react/jsx-dev-runtime`, which is not a shared module, so a remote would bundle its own copy, and
 * that copy fails on a page whose React is the production build (a released shell).
 */
function withRefreshTransform(rule: RuleSetRule, developmentJsx: boolean): RuleSetRule {
  if (rule.loader !== "builtin:swc-loader") return rule;
  const options = rule.options as { jsc: { transform: { react: Record<string, unknown> } } };
  return {
    ...rule,
    options: {
      ...options,
      jsc: {
        ...options.jsc,
        transform: {
          ...options.jsc.transform,
          react: { ...options.jsc.transform.react, development: developmentJsx, refresh: true },
        },
      },
    },
  };
}

/** What every dev configuration adds to a development-mode release configuration. */
export function withDevelopment(
  config: Configuration,
  port: number,
  options: { developmentJsx: boolean; hotTexts: boolean },
): Configuration {
  const rules = (config.module?.rules ?? []).filter((rule): rule is RuleSetRule => Boolean(rule));
  return {
    ...config,
    output: { ...config.output, publicPath: `${devOrigin(port)}/`, clean: false },
    module: {
      ...config.module,
      rules: [
        ...rules.map((rule) => withRefreshTransform(rule, options.developmentJsx)),
        ...(options.hotTexts
          ? [
              {
                test: LOCALE_MODULE,
                exclude: /node_modules/,
                enforce: "pre" as const,
                loader: HOT_TEXTS_LOADER,
              },
            ]
          : []),
      ],
    },
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => !(plugin instanceof rspack.SubresourceIntegrityPlugin)),
      new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, here] }),
      // Every `react-refresh/runtime` but refresh-runtime.ts's own import of it.
      new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, (data) => {
        if (!data.context?.startsWith(here)) data.request = REFRESH_RUNTIME;
      }),
    ],
    // The build lines are ours (log.ts); errors go to the log and the browser's overlay.
    stats: "none",
    infrastructureLogging: { level: "warn" },
    // Rebuilds start 50 ms after a save instead of rspack's 20: one rebuild for an editor's burst of writes.
    watchOptions: { aggregateTimeout: 50, ignored: /[\\/](?:node_modules|dist|\.git|\.parley-data)[\\/]/ },
  };
}

export interface HostDevOptions {
  root: string;
  port: number;
  /** dist/shell of the checkout (the server serves index.html from it). */
  outputPath: string;
  buildTimestamp: string;
  packageJson: WorkspacePackageJson;
}

export function hostDevConfig(options: HostDevOptions): Configuration {
  const base = createHostConfig({
    workspaceDir: join(options.root, "host-shell"),
    packageJson: options.packageJson,
    outputPath: options.outputPath,
    buildTimestamp: options.buildTimestamp,
    mode: "development",
  });
  // The shell's texts re-render on a language switch only (use-shell-translation.ts): an edit of them
  // climbs to its entry and reloads the page rather than leave the old texts on screen.
  return withDevelopment(base, options.port, { developmentJsx: true, hotTexts: false });
}

export function remoteDevConfig(remote: RemoteWorkspace, port: number): Configuration {
  const base = createRemoteConfig({
    workspaceDir: remote.dir,
    packageJson: remote.packageJson,
    definition: remote.definition,
    version: DEV_VERSION,
    // Served from memory; the folder is never written.
    outputPath: join(remote.dir, "dist-dev"),
    mode: "development",
  });
  return withDevelopment(base, port, { developmentJsx: false, hotTexts: true });
}
