/**
 * Shared singletons the shell does not use itself. Naming them here makes the host provide them,
 * so every remote gets the host's copy whichever remote loads first (module federation provides
 * only modules a build contains). Nothing calls these loaders: a remote's consume does.
 */
export const providedSingletons = {
  "@tanstack/react-query": () => import("@tanstack/react-query"),
  zustand: () => import("zustand"),
  "single-spa-react": () => import("single-spa-react"),
  // Bound to i18next as it loads (bound-react-i18next.ts), for remotes built before session 16.
  "react-i18next": () => import("react-i18next"),
} as const;
