// The one shared-dependency list of the host and every remote (ARCHITECTURE.md §2). Subpaths are
// listed on their own: without `react-dom/client` and `react/jsx-runtime` a remote bundles a second
// React renderer. Everything is a singleton; the version a workspace asks for comes from its
// package.json. react-router is deliberately NOT shared: the host owns the URL and remotes get
// location and navigate through ShellProps (lint forbids react-router in remotes), so the host can
// bundle it tree-shaken (~12 KB gzip instead of ~63 KB as a shared module).
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
  "single-spa": "single-spa",
  "single-spa-react": "single-spa-react",
};

export interface WorkspacePackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * The `shared` option for one workspace. A package the workspace does not declare is still shared
 * (so it never gets a private copy) but without a version requirement of its own.
 */
export function sharedDependencies(pkg: WorkspacePackageJson): SharedConfig {
  const declared = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: SharedConfig = {};
  for (const [request, packageName] of Object.entries(SHARED_MODULES)) {
    shared[request] = {
      singleton: true,
      requiredVersion: declared[packageName] ?? false,
      // Never eager: the host and every remote start behind an async boundary.
      eager: false,
    };
  }
  return shared;
}
