import { describe, expect, it } from "vitest";
import { matchRoutePath } from "@parley/shared-contracts/remote-routes";
import { LEGACY_ROUTES } from "./route-table.ts";

describe("route table", () => {
  it("matches static, parameter and splat paths", () => {
    expect(matchRoutePath("/conversations", "/conversations")).toEqual({});
    expect(matchRoutePath("/conversations", "/conversations/")).toEqual({});
    expect(matchRoutePath("/conversations/:conversationId", "/conversations/42")).toEqual({
      conversationId: "42",
    });
    expect(matchRoutePath("/password/*", "/password/change")).toEqual({ "*": "change" });
    // A malformed escape matches nothing rather than throwing (the server matches paths too).
    expect(matchRoutePath("/conversations/:id", "/conversations/%E0%A4%A")).toBeNull();
    expect(matchRoutePath("/", "/")).toEqual({});
    expect(matchRoutePath("/conversations/:conversationId", "/conversations")).toBeNull();
    expect(matchRoutePath("/sign-in", "/sign-in/extra")).toBeNull();
    expect(matchRoutePath("/", "/definitely/not/here")).toBeNull();
  });

  // /c/:uuid is the share host's, rendered by the server (server/src/modules/share-host). The current
  // remotes declare the same pages (scripts/build/remote-routes.test.ts).
  it("covers every workspace route of docs/product/shell.md § Routes for builds without declarations", () => {
    const paths = LEGACY_ROUTES.map((route) => route.path);
    for (const path of [
      "/",
      "/conversations",
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
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("has no share host page (the server renders them)", () => {
    expect(LEGACY_ROUTES.map((route) => route.path)).not.toContain("/c/:uuid");
  });
});
