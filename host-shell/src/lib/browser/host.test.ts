import { describe, expect, it } from "vitest";
import { readHost, siblingHostUrl } from "./host.ts";

describe("readHost", () => {
  it("reads the tenant from the first label", () => {
    expect(readHost("acme.localhost")).toEqual({
      tenant: "acme",
      baseDomain: "localhost",
      isShareHost: false,
      isAdminHost: false,
      isUserHost: false,
    });
    expect(readHost("globex.parley.app")).toEqual({
      tenant: "globex",
      baseDomain: "parley.app",
      isShareHost: false,
      isAdminHost: false,
      isUserHost: false,
    });
  });

  it("has no tenant on the root domain, an IP address or a reserved host", () => {
    expect(readHost("localhost").tenant).toBeNull();
    expect(readHost("parley.app").tenant).toBeNull();
    expect(readHost("127.0.0.1").tenant).toBeNull();
    expect(readHost("docs.localhost").tenant).toBeNull();
    expect(readHost("share.localhost")).toEqual({
      tenant: null,
      baseDomain: "localhost",
      isShareHost: true,
      isAdminHost: false,
      isUserHost: false,
    });
    expect(readHost("admin.parley.example.com")).toEqual({
      tenant: null,
      baseDomain: "parley.example.com",
      isShareHost: false,
      isAdminHost: true,
      isUserHost: false,
    });
  });

  it("recognises the user host by its first label", () => {
    expect(readHost("user.localhost")).toEqual({
      tenant: null,
      baseDomain: "localhost",
      isShareHost: false,
      isAdminHost: false,
      isUserHost: true,
    });
    expect(readHost("user.parley.example.com").isUserHost).toBe(true);
    expect(readHost("users.localhost").isUserHost).toBe(false);
    expect(readHost("acme.localhost").isUserHost).toBe(false);
    expect(readHost("localhost").isUserHost).toBe(false);
  });

  it("takes localhost with the user-sign-in query for the user host, and no other root", () => {
    expect(readHost("localhost", "?user-sign-in")).toEqual({
      tenant: null,
      baseDomain: "localhost",
      isShareHost: false,
      isAdminHost: false,
      isUserHost: true,
    });
    expect(readHost("localhost", "?next=%2F&user-sign-in=1").isUserHost).toBe(true);
    expect(readHost("localhost", "?user-sign-ins").isUserHost).toBe(false);
    expect(readHost("parley.app", "?user-sign-in").isUserHost).toBe(false);
    expect(readHost("acme.localhost", "?user-sign-in")).toMatchObject({ tenant: "acme", isUserHost: false });
  });

  it("builds sibling host URLs with the page's scheme and port", () => {
    expect(siblingHostUrl("admin", { protocol: "http:", hostname: "acme.localhost", port: "8091" })).toBe(
      "http://admin.localhost:8091",
    );
    expect(siblingHostUrl("docs", { protocol: "https:", hostname: "acme.parley.app", port: "" })).toBe(
      "https://docs.parley.app",
    );
  });
});
