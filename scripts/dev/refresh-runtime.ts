// ONE React Refresh runtime per page, across module federation. Fast Refresh works through the
// runtime react-dom registered with when it loaded (injectIntoGlobalHook, before react-dom): that is
// the host's, since the host provides React as a shared singleton. Every front end's dev build
// (scripts/dev/dev-config.ts) has its `react-refresh/runtime` imports — those of
// @rspack/plugin-react-refresh's injected entry and per-module code — replaced by this module, so
// a remote registers its components with, and refreshes through, the runtime of the page's first
// front end (the host), which this module keeps on a global. Two things it adds:
// - component ids are prefixed with the build's name (`__react_refresh_library__`, the plugin's
//   output.uniqueName): every remote has a `./src/lib/remote-root.tsx`, and two front ends' same
//   module ids must not be one component family;
// - a page whose React has no refresh support (a production host: the remote's dev server alone on a
//   released shell) reloads instead of applying an update it cannot show.
import * as own from "react-refresh/runtime";

declare const __react_refresh_library__: string | undefined;

type Runtime = typeof own;
interface SharedRuntime {
  runtime: Runtime;
  injected: boolean;
  /** A renderer that can refresh (a development react-dom) registered with the hook. */
  refreshable: boolean;
}
interface Renderer {
  scheduleRefresh?: unknown;
}
interface Hook {
  renderers?: Map<unknown, Renderer>;
  inject?: (renderer: Renderer) => unknown;
}
interface RefreshGlobal {
  [SHARED]?: SharedRuntime;
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook;
  location?: { reload(): void };
}

const SHARED = Symbol.for("parley.react-refresh-runtime");
const page = globalThis as unknown as RefreshGlobal;
const shared: SharedRuntime = (page[SHARED] ??= { runtime: own, injected: false, refreshable: false });
const runtime = shared.runtime;
const namespace = typeof __react_refresh_library__ === "string" ? __react_refresh_library__ : "";

const canRefresh = (renderer: Renderer) => typeof renderer.scheduleRefresh === "function";

/**
 * Into the global hook once per page, by the first front end (the host, before react-dom loads);
 * notes whether a renderer that can refresh registers (a production react-dom cannot).
 */
export function injectIntoGlobalHook(globalObject: unknown): void {
  if (shared.injected) return;
  shared.injected = true;
  runtime.injectIntoGlobalHook(globalObject);
  const hook = (globalObject as RefreshGlobal).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (hook === undefined) return;
  if ([...(hook.renderers?.values() ?? [])].some(canRefresh)) shared.refreshable = true;
  const inject = hook.inject;
  hook.inject = function (this: unknown, renderer: Renderer) {
    if (canRefresh(renderer)) shared.refreshable = true;
    return inject?.call(this, renderer);
  };
}

export function register(type: unknown, id: string): void {
  runtime.register(type, `${namespace} ${id}`);
}

export function performReactRefresh(): unknown {
  if (!shared.refreshable) {
    page.location?.reload();
    return null;
  }
  return runtime.performReactRefresh();
}

export function createSignatureFunctionForTransform(): unknown {
  return runtime.createSignatureFunctionForTransform();
}
export function setSignature(...args: unknown[]): void {
  runtime.setSignature(...args);
}
export function collectCustomHooksForSignature(type: unknown): void {
  runtime.collectCustomHooksForSignature(type);
}
export function getFamilyByID(id: string): unknown {
  return runtime.getFamilyByID(`${namespace} ${id}`);
}
export function getFamilyByType(type: unknown): unknown {
  return runtime.getFamilyByType(type);
}
export function findAffectedHostInstances(families: unknown): unknown {
  return runtime.findAffectedHostInstances(families);
}
export function hasUnrecoverableErrors(): boolean {
  return runtime.hasUnrecoverableErrors();
}
export function isLikelyComponentType(type: unknown): boolean {
  return runtime.isLikelyComponentType(type);
}
export function _getMountedRootCount(): number {
  return runtime._getMountedRootCount();
}
