// The pages the current remotes declare (their rspack.config.ts `routes`, served to the host in the
// tenant's manifest) cover every route of docs/product/shell.md § Routes and the admin host's, once.
import { fileURLToPath } from "node:url";
import { parseRemoteRoute } from "@parley/shared-contracts/remote-routes";
import { describe, expect, it } from "vitest";
import { findRemoteWorkspaces } from "./workspaces.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const remotes = await findRemoteWorkspaces(root);
const declared = remotes.flatMap((remote) =>
  (remote.definition.routes ?? []).map((route) => ({ ...route, container: remote.definition.container })),
);

/** The workspace host's routes in docs/product/shell.md § Routes. */
const WORKSPACE_ROUTES = [
  "/",
  "/conversations",
  // The spec's /conversations/{id} for a new conversation, declared apart for its preloads.
  "/conversations/new",
  "/conversations/:conversationId",
  "/conversation/:slug",
  "/routines",
  "/routines/:id",
  "/routine/:slug",
  "/sign-in",
  "/password/*",
  "/auth-error",
  "/rapid-onboarding",
  "/account-settings",
  "/my-collaborations",
  "/settings",
  "/continue-snapshot/:uuid",
  // The Tools screen the spec's breadcrumb names (Routines, Conversations or Tools).
  "/tools",
];
const ADMIN_ROUTES = ["/ops/remotes", "/ops/versions", "/ops/workspaces", "/sign-up", "/sign-up/confirm"];
const ADMIN_CONSOLE_ROUTES = [
  "/audit",
  "/members",
  "/models",
  "/providers",
  "/sign-in",
  "/usage",
  "/workspace",
];
const SPEC_ROUTES = new Set([...WORKSPACE_ROUTES, ...ADMIN_ROUTES, ...ADMIN_CONSOLE_ROUTES]);

/**
 * The remotes the spec's routes belong to: each declares at least one of them, and only those. A
 * remote added since (`npm run new:remote`) declares pages of its own, which its product page lists.
 */
const specRemotes = new Set(
  declared.filter((route) => SPEC_ROUTES.has(route.path)).map((route) => route.container),
);
const pathsOn = (host: "workspace" | "admin" | "admin-console") =>
  declared
    .filter((route) => specRemotes.has(route.container))
    .filter((route) => (route.hosts ?? ["workspace"]).includes(host))
    .map((route) => route.path);

describe("the remotes' declared pages", () => {
  it("are well formed and name one of their remote's exposes", () => {
    for (const route of declared) {
      expect(parseRemoteRoute(route), route.path).not.toBeNull();
      const remote = remotes.find((r) => r.definition.container === route.container);
      expect(Object.keys(remote?.definition.exposes ?? {})).toContain(route.expose);
    }
  });

  it("declare no path twice on a host, a new remote's included", () => {
    for (const host of ["workspace", "admin", "admin-console"] as const) {
      const paths = declared
        .filter((route) => (route.hosts ?? ["workspace"]).includes(host))
        .map((r) => r.path);
      expect(
        paths.filter((path, index) => paths.indexOf(path) !== index),
        host,
      ).toEqual([]);
    }
  });

  it("cover every workspace route of the spec, each once", () => {
    const paths = pathsOn("workspace");
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...WORKSPACE_ROUTES].sort());
  });

  it("put the sign-up and ops pages on the admin host, and the console once a workspace is chosen", () => {
    expect(pathsOn("admin").sort()).toEqual([...ADMIN_ROUTES].sort());
    expect(pathsOn("admin-console").sort()).toEqual([...ADMIN_CONSOLE_ROUTES].sort());
  });
});
