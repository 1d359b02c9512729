import { describe, expect, it } from "vitest";
import { ROUTES, matchRoutePath, routesFor } from "./route-table.ts";

describe("route table", () => {
  it("matches static, parameter and splat paths", () => {
    expect(matchRoutePath("/conversations", "/conversations")).toEqual({});
    expect(matchRoutePath("/conversations", "/conversations/")).toEqual({});
    expect(matchRoutePath("/conversations/:conversationId", "/conversations/42")).toEqual({
      conversationId: "42",
    });
    expect(matchRoutePath("/password/*", "/password/change")).toEqual({ "*": "change" });
    expect(matchRoutePath("/", "/")).toEqual({});
    expect(matchRoutePath("/conversations/:conversationId", "/conversations")).toBeNull();
    expect(matchRoutePath("/sign-in", "/sign-in/extra")).toBeNull();
    expect(matchRoutePath("/", "/definitely/not/here")).toBeNull();
  });

  it("covers every route of docs/product/shell.md § Routes", () => {
    const paths = ROUTES.map((route) => route.path);
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
      "/c/:uuid",
      "/continue-snapshot/:uuid",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("serves only the snapshot page on the share host", () => {
    expect(routesFor(true).map((route) => route.path)).toEqual(["/c/:uuid"]);
  });
});
