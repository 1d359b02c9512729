// The one shared-dependency list of the host and every remote (docs/architecture.md § Runtime
// composition). Subpaths are listed on their own: without `react-dom/client` and `react/jsx-runtime` a
// remote bundles a second React renderer. Everything is a singleton; the version a workspace asks for comes from its
// package.json as a `^major.minor` range, so a remote built against an older minor of a library loads
// on a host with a newer one (the exact pins made every such pair a warning, which was noise). Where
// a mismatch must fail rather than warn — React's renderer and hooks — the range is strict: the
// runtime refuses the remote and the shell shows its error panel. single-spa's core is not shared:
// remotes make their lifecycles with single-spa-react, which does not import it, and the shell runs
// them itself (host-shell lib/remotes/parcel-runner.ts).
// react-router is deliberately NOT shared: the host owns the URL and remotes get location and
// navigate through ShellProps (lint forbids react-router in remotes), so the host can bundle it
// tree-shaken (~12 KB gzip instead of ~63 KB as a shared module).
import type { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
/** The `shared` option of the federation plugin, as an object. */
export type SharedConfig = Extract<NonNullable<FederationOptions["shared"]>, Record<string, unknown>>;

/** Shared modules and the package whose version they follow. */
export const SHARED_MODULES: Readonly<Record<string, string>> = {
  react: "react",
  "react/jsx-runtime": "react",
  "react-dom": "react-dom",
  "react-dom/client": "react-dom",
  "@tanstack/react-query": "@tanstack/react-query",
  zustand: "zustand",
  i18next: "i18next",
  "react-i18next": "react-i18next",
  "single-spa-react": "single-spa-react",
};

/** Packages whose mismatch must fail (two Reacts' hooks, another parcel lifecycle), not just warn. */
export const STRICT_PACKAGES: ReadonlySet<string> = new Set(["react", "react-dom"]);

export interface WorkspacePackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * `^major.minor` of an exact version (`19.2.3` → `^19.2.0`); a range or tag is kept as written.
 * For 0.x the caret keeps the minor fixed, as semver says.
 */
export function caretRange(version: string): string {
  const exact = /^(\d+)\.(\d+)\.\d+$/.exec(version);
  return exact ? `^${exact[1]}.${exact[2]}.0` : version;
}

/**
 * The `shared` option for one workspace. A package the workspace does not declare is still shared
 * (so it never gets a private copy) but without a version requirement of its own. `declareAs`
 * (package → exact version) makes the build declare and provide another version of a package than
 * the installed one: the e2e's older-minor build, without a second install of the library.
 */
export function sharedDependencies(
  pkg: WorkspacePackageJson,
  declareAs: Readonly<Record<string, string>> = {},
): SharedConfig {
  const declared = { ...pkg.devDependencies, ...pkg.dependencies, ...declareAs };
  const shared: SharedConfig = {};
  for (const [request, packageName] of Object.entries(SHARED_MODULES)) {
    const version = declared[packageName];
    const declaredAs = declareAs[packageName];
    shared[request] = {
      singleton: true,
      requiredVersion: version === undefined ? false : caretRange(version),
      strictVersion: version !== undefined && STRICT_PACKAGES.has(packageName),
      // Never eager: the host and every remote start behind an async boundary.
      eager: false,
      ...(declaredAs === undefined ? {} : { version: declaredAs }),
    };
  }
  return shared;
}

/**
 * Parses `--shared-version <package>@<x.y.z>` values. Only a non-strict shared package may be
 * declared at another version: a strict one would (rightly) fail to load.
 */
export function parseSharedVersions(values: readonly string[]): Record<string, string> {
  const declareAs: Record<string, string> = {};
  const packages = new Set(Object.values(SHARED_MODULES));
  for (const value of values) {
    const match = /^(@?[^@]+)@(\d+\.\d+\.\d+)$/.exec(value);
    if (!match?.[1] || !match[2]) throw new Error(`--shared-version ${value}: expected <package>@<x.y.z>`);
    if (!packages.has(match[1]) || STRICT_PACKAGES.has(match[1]))
      throw new Error(`--shared-version ${value}: not a non-strict shared package`);
    declareAs[match[1]] = match[2];
  }
  return declareAs;
}
