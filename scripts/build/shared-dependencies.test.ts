import { describe, expect, it } from "vitest";
import { caretRange, parseSharedVersions, sharedDependencies } from "./shared-dependencies.ts";

const pkg = {
  name: "mf-x",
  version: "1.0.0",
  dependencies: { react: "19.3.1", "@tanstack/react-query": "5.108.0" },
};

describe("sharedDependencies", () => {
  it("asks for ^major.minor, strict where a mismatch must fail", () => {
    const shared = sharedDependencies(pkg);
    expect(shared["@tanstack/react-query"]).toMatchObject({
      requiredVersion: "^5.108.0",
      strictVersion: false,
    });
    expect(shared.react).toMatchObject({ requiredVersion: "^19.3.0", strictVersion: true });
    expect(shared.zustand).toMatchObject({ requiredVersion: false, strictVersion: false });
    expect(caretRange("0.4.2")).toBe("^0.4.0");
  });

  it("declares and provides another version of a package when asked (the older-minor e2e build)", () => {
    const shared = sharedDependencies(pkg, parseSharedVersions(["@tanstack/react-query@5.107.0"]));
    expect(shared["@tanstack/react-query"]).toMatchObject({
      requiredVersion: "^5.107.0",
      version: "5.107.0",
    });
    expect(shared.react).not.toHaveProperty("version");
  });

  it("refuses a malformed value, a strict package and a package that is not shared", () => {
    expect(() => parseSharedVersions(["@tanstack/react-query"])).toThrow(/expected/);
    expect(() => parseSharedVersions(["react@19.0.0"])).toThrow(/non-strict/);
    expect(() => parseSharedVersions(["lodash@4.0.0"])).toThrow(/non-strict/);
  });
});
