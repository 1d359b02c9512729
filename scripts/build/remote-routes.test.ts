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
const pathsOn = (host: "workspace" | "admin" | "admin-console") =>
  declared.filter((route) => (route.hosts ?? ["workspace"]).includes(host)).map((route) => route.path);

describe("the remotes' declared pages", () => {
  it("are well formed and name one of their remote's exposes", () => {
    for (const route of declared) {
      expect(parseRemoteRoute(route), route.path).not.toBeNull();
      const remote = remotes.find((r) => r.definition.container === route.container);
      expect(Object.keys(remote?.definition.exposes ?? {})).toContain(route.expose);
    }
  });

  it("cover every workspace route of the spec, each once", () => {
    const paths = pathsOn("workspace");
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it("put the sign-up and ops pages on the admin host, and the console once a workspace is chosen", () => {
    expect(pathsOn("admin").sort()).toEqual(
      ["/ops/remotes", "/ops/versions", "/ops/workspaces", "/sign-up", "/sign-up/confirm"].sort(),
    );
    expect(pathsOn("admin-console").sort()).toEqual(
      ["/audit", "/members", "/models", "/providers", "/sign-in", "/usage", "/workspace"].sort(),
    );
  });
});
