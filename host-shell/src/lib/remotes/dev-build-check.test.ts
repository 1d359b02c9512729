import { afterEach, describe, expect, it, vi } from "vitest";
import { shellContract } from "@parley/shared-contracts/remote-contract";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { checkDevBuild } from "./dev-build-check.ts";

const ORIGIN = "http://localhost:3005";
const contract = shellContract({ contractVersion: 1, singletons: {} });
const api = (async () =>
  new Response(JSON.stringify({ allowed: true, shell_contract: contract }), {
    status: 200,
  })) as unknown as ApiFetch;

/** The dev server's files (absent: 404), fetched by the check. */
function serve(files: Record<string, string>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const file = url.slice(ORIGIN.length + 1);
      return file in files ? new Response(files[file], { status: 200 }) : new Response("", { status: 404 });
    }),
  );
}

const EXPOSES = ["./ToolsPanel", "./ToolsScreen", "./ToolsSidebar", "./ToolEditorDialog", "./DesktopAgent"];
const info = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: "mf_tools",
    version: "0.0.0-dev",
    contractVersion: 1,
    builtAt: "2026-12-03T00:00:00Z",
    exposes: EXPOSES,
    ...changes,
  });
const manifest = (publicPath = `${ORIGIN}/`) =>
  JSON.stringify({ metaData: { publicPath }, exposes: EXPOSES.map((path) => ({ path })), shared: [] });

afterEach(() => vi.unstubAllGlobals());

describe("checkDevBuild", () => {
  it("passes a dev build made for its dev server that the shell's contract accepts", async () => {
    serve({ "parley-remote.json": info(), "mf-manifest.json": manifest(), "remoteEntry.js": "" });
    expect(await checkDevBuild(api, "mf_tools", ORIGIN)).toEqual([]);
  });

  it("lists what fails: a parcel the shell does not know, another remote, another public path", async () => {
    serve({
      "parley-remote.json": info({ name: "mf_share", exposes: [...EXPOSES, "./Unknown"] }),
      "mf-manifest.json": manifest("/remotes/mf_share/0.0.0-dev/"),
      "remoteEntry.js": "",
    });
    const differences = await checkDevBuild(api, "mf_tools", ORIGIN);
    expect(differences.some((d) => d.includes("./Unknown"))).toBe(true);
    expect(differences.some((d) => d.includes(`not ${ORIGIN}/`))).toBe(true);
    expect(differences).toContain("! the dev server serves mf_share, not mf_tools");
  });

  it("leaves a dev server that does not answer to the load, which then falls back", async () => {
    serve({});
    expect(await checkDevBuild(api, "mf_tools", ORIGIN)).toEqual([]);
  });
});
