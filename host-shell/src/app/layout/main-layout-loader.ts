// The main layout (top bar, panels, walkthroughs, trial banner) as a component loaded on demand. A
// page that opens in it loads the shell's React side with the layout inside (bootstrap-main-layout.tsx
// sets `loaded` before the first render); a page that opens without it (sign-in, 12 % lighter without
// the layout: docs/benchmarks.md, session 17) loads it from here once the visitor signs in.
import { loadableComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";

export const mainLayout = loadableComponent<object>(() =>
  import(/* webpackChunkName: "main-layout" */ "./main-layout.tsx").then((module) => module.MainLayout),
);

/** Starts loading the layout unless it is here (the sign-in page, as its member signs in). */
export function preloadMainLayout(): void {
  void mainLayout.load().catch(() => undefined);
}
