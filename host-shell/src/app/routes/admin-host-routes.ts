import type { RouteDefinition } from "./route-table.ts";

/**
 * For remote builds that declare no pages (older builds; route-store.ts): what the admin host
 * (`admin.<base domain>`) serves: the self-service sign-up that Continue by
 * e-mail on the share page leads to (docs/product/snapshots.md), and, once a workspace is chosen
 * (`?account=`, lib/browser/admin-workspace.ts), its sign-in and the admin console of the mf_admin
 * remote (docs/admin-site.md). Other paths show the admin host's own page.
 */
export const ADMIN_HOST_ROUTES: readonly RouteDefinition[] = [
  { path: "/sign-up", kind: "page", parcel: "mf_auth/SignUpPage", title: null },
  { path: "/sign-up/confirm", kind: "page", parcel: "mf_auth/SignUpPage", title: null },
  // Ops sign in with the ops token, never a workspace session (docs/admin-site.md § Ops).
  { path: "/ops/remotes", kind: "page", parcel: "mf_admin/OpsRemotesPage", title: null },
  { path: "/ops/versions", kind: "page", parcel: "mf_admin/OpsVersionsPage", title: null },
  { path: "/ops/workspaces", kind: "page", parcel: "mf_admin/OpsWorkspacesPage", title: null },
];

/** The console of the chosen workspace: its sign-in (the same accounts) and the guarded pages. */
export const ADMIN_CONSOLE_ROUTES: readonly RouteDefinition[] = [
  { path: "/sign-in", kind: "page", parcel: "mf_auth/SignInPage", title: "title.signIn" },
  { path: "/members", kind: "guarded-page", parcel: "mf_admin/MembersPage", title: null },
  { path: "/models", kind: "guarded-page", parcel: "mf_admin/ModelsPage", title: null },
  { path: "/providers", kind: "guarded-page", parcel: "mf_admin/ProvidersPage", title: null },
  { path: "/usage", kind: "guarded-page", parcel: "mf_admin/UsagePage", title: null },
  { path: "/workspace", kind: "guarded-page", parcel: "mf_admin/WorkspacePage", title: null },
  { path: "/audit", kind: "guarded-page", parcel: "mf_admin/AuditPage", title: null },
];

/** Where the console opens (Manage account lands on the admin host's root). */
export const ADMIN_CONSOLE_HOME = "/members";

/** The admin host's routes, with the console's when a workspace is chosen. */
export function adminHostRoutes(workspaceChosen: boolean): readonly RouteDefinition[] {
  return workspaceChosen ? [...ADMIN_HOST_ROUTES, ...ADMIN_CONSOLE_ROUTES] : ADMIN_HOST_ROUTES;
}
