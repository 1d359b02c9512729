import { describe, expect, it } from "vitest";
import { baseHostOf, workspaceSignInUrl } from "./use-find-workspace.ts";

describe("workspaceSignInUrl", () => {
  it("is the workspace's sibling host of the root domain", () => {
    expect(workspaceSignInUrl("acme", { protocol: "https:", host: "parley.app" })).toBe(
      "https://acme.parley.app/sign-in",
    );
    expect(workspaceSignInUrl("acme", { protocol: "http:", host: "localhost:8080" })).toBe(
      "http://acme.localhost:8080/sign-in",
    );
  });

  it("is a sibling, not a child, of the user host and of www", () => {
    expect(baseHostOf("user.localhost:8080")).toBe("localhost:8080");
    expect(baseHostOf("www.parley.app")).toBe("parley.app");
    expect(baseHostOf("users.parley.app")).toBe("users.parley.app");
    expect(workspaceSignInUrl("acme", { protocol: "https:", host: "user.parley.app" })).toBe(
      "https://acme.parley.app/sign-in",
    );
  });

  it("carries the page asked for as next, and the interface language", () => {
    expect(
      workspaceSignInUrl(
        "acme",
        { protocol: "http:", host: "user.localhost:8080" },
        { next: "/routines/5?x=1", language: "fr" },
      ),
    ).toBe("http://acme.localhost:8080/sign-in?next=%2Froutines%2F5%3Fx%3D1&locale=fr");
    expect(
      workspaceSignInUrl("acme", { protocol: "https:", host: "parley.app" }, { language: "zh-hk" }),
    ).toBe("https://acme.parley.app/sign-in?locale=zh-hk");
  });
});
