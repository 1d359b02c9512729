// PARLEY_DEV_SERVERS (`npm run dev`): every browser of this server loads the named remotes from their
// dev servers, with the pages the dev build declares (its parley-remote.json, read by the server) and
// the released version as fallback; the pages' CSP allows the dev servers, their HMR sockets included.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { remoteManifestSchema } from "@parley/shared-contracts/api/remotes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { writeRemoteBuild, writeShellBuild } from "../../helpers/fake-dist.ts";
import { ACME, createTestApp, type TestApp } from "../../helpers/test-app.ts";
import { parseDevServers } from "../../../src/modules/dev-override/development-entries.ts";

let t: TestApp;
let devServer: Server;
let origin = "";
let served = 0;

const devInfo = {
  name: "mf_tools",
  version: "0.0.0-dev",
  contractVersion: 1,
  builtAt: new Date().toISOString(),
  exposes: ["./ToolsScreen"],
  routes: {
    version: 1,
    routes: [{ path: "/tools-dev", kind: "main", area: "tools", expose: "./ToolsScreen", title: null }],
  },
};

beforeAll(async () => {
  devServer = createServer((req, res) => {
    served++;
    if (req.url === "/parley-remote.json")
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(devInfo));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => devServer.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      PARLEY_DEV_SERVERS: `shell=http://localhost:3000, mf_tools=${origin}, mf_share=http://127.0.0.1:9`,
    },
  });
  await writeShellBuild(t.config.distDir);
  await writeRemoteBuild(t.config.distDir, "mf_tools", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_share", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => devServer.close(resolve));
});

describe("PARLEY_DEV_SERVERS", () => {
  it("points every browser at the dev servers, with the dev build's own declarations", async () => {
    const anonymous = createClient(t.app, ACME.host);
    const manifest = remoteManifestSchema.parse((await anonymous.get("/api/v1/remotes/manifest")).json());
    expect(manifest.remotes.mf_tools).toMatchObject({
      version: "0.0.0-dev",
      channel: "development",
      development: { origin, by: "server" },
      remoteEntry: `${origin}/remoteEntry.js`,
      routes: devInfo.routes,
      fallback: { version: "1.0.0" },
    });
    // A dev server that does not answer keeps the released version's declarations.
    expect(manifest.remotes.mf_share).toMatchObject({
      channel: "development",
      development: { origin: "http://127.0.0.1:9", by: "server" },
      contractVersion: 1,
    });
    expect(manifest.remotes.mf_auth?.channel).toBe("built-in");
  });

  it("reads a dev server's declarations at most once a second", async () => {
    const client = createClient(t.app, ACME.host);
    const before = served;
    await Promise.all([1, 2, 3].map(() => client.get("/api/v1/remotes/manifest")));
    expect(served - before).toBeLessThanOrEqual(1);
  });

  it("lets every page load from the dev servers and open their HMR sockets", async () => {
    const page = await createClient(t.app, ACME.host).get("/sign-in");
    const csp = String(page.headers["content-security-policy"]);
    for (const source of [
      "http://localhost:3000",
      "ws://localhost:3000",
      origin,
      origin.replace("http", "ws"),
    ])
      expect(csp).toContain(source);
  });
});

describe("parseDevServers", () => {
  it("reads name=origin pairs and refuses what is not one", () => {
    expect(parseDevServers("shell=http://localhost:3000/,mf_tools=http://localhost:3005")).toEqual({
      remotes: new Map([["mf_tools", "http://localhost:3005"]]),
      origins: ["http://localhost:3000", "http://localhost:3005"],
    });
    expect(parseDevServers("")).toEqual({ remotes: new Map(), origins: [] });
    expect(() => parseDevServers("mf_nope=http://localhost:1")).toThrow(/not shell or a remote/);
    expect(() => parseDevServers("mf_tools=ftp://localhost:1")).toThrow(/<name>=<http origin>/);
    expect(() => parseDevServers("http://localhost:3005")).toThrow(/<name>=<http origin>/);
  });
});
