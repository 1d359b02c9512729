import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { remoteWorkspaceNames } from "../build/workspaces.ts";
import { devOrigin, devPortOf, devPortTable, devPorts } from "./ports.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the dev server ports", () => {
  it("are the documented ones for today's workspaces", () => {
    expect(Object.fromEntries(devPorts(root))).toMatchObject({
      "host-shell": 3000,
      "mf-auth": 3001,
      "mf-conversations": 3002,
      "mf-account": 3003,
      "mf-collaboration": 3004,
      "mf-tools": 3005,
      "mf-share": 3006,
      "mf-routines": 3007,
      "mf-admin": 3008,
    });
  });

  it("give every remote workspace a port of its own, in the workspaces' order", () => {
    const remotes = remoteWorkspaceNames(root);
    const ports = remotes.map((name) => devPortOf(root, name));
    expect(new Set(ports).size).toBe(remotes.length);
    expect(ports).toEqual([...ports].sort((a, b) => a - b));
  });

  it("give a remote appended to the workspaces the next port, with no edit", () => {
    const table = devPortTable(["mf-auth", "mf-share", "mf-team-notes"]);
    expect(table.get("mf-team-notes")).toBe(3003);
    expect(table.get("host-shell")).toBe(3000);
  });

  it("refuse a workspace without a dev server", () => {
    expect(() => devPortOf(root, "server")).toThrow(/no dev server/);
  });

  it("are served from localhost", () => {
    expect(devOrigin(3005)).toBe("http://localhost:3005");
  });
});
