import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELPER_PATHS, helperErrorSchema } from "@parley/shared-contracts/api/helper-app";
import { startHelper, type RunningHelper } from "../helper.ts";
import { ORIGIN, call, pair, tempFolder, writeConfig } from "../test/fixtures.ts";
import { CONTROL_HEADER } from "./guard.ts";
import { APPROVE_PATH } from "./routes.ts";

let folder: Awaited<ReturnType<typeof tempFolder>>;
let helper: RunningHelper;
let secret: string;

beforeAll(async () => {
  folder = await tempFolder();
  await writeConfig(folder.path, { allowedOrigins: [ORIGIN, "https://*.parley.example.com"] });
  helper = await startHelper({ dir: folder.path, port: 0 });
  secret = await pair(helper);
});

afterAll(async () => {
  await helper.close();
  await folder.remove();
});

const code = (answer: { body: unknown }) => helperErrorSchema.parse(answer.body).error.code;

describe("who may call the helper", () => {
  it("answers a paired origin on 127.0.0.1 and localhost, with CORS for that origin", async () => {
    for (const host of [`127.0.0.1:${helper.port}`, `localhost:${helper.port}`]) {
      const answer = await call(helper.port, HELPER_PATHS.status, { host, secret });
      expect(answer.status).toBe(200);
      expect(answer.headers["access-control-allow-origin"]).toBe(ORIGIN);
      expect(answer.headers.vary).toBe("Origin");
    }
  });

  it("refuses a foreign Host (DNS rebinding), even with the secret", async () => {
    for (const host of [
      `evil.example:${helper.port}`,
      `127.0.0.1:${helper.port + 1}`,
      "127.0.0.1",
      `localhost.evil.example:${helper.port}`,
    ]) {
      const answer = await call(helper.port, HELPER_PATHS.status, { host, secret });
      expect(answer.status).toBe(403);
      expect(code(answer)).toBe("forbidden_host");
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("refuses a foreign Origin without CORS headers, preflight included", async () => {
    for (const origin of ["https://evil.example", "null", "http://acme.localhost:8081"]) {
      const answer = await call(helper.port, HELPER_PATHS.servers, { origin, secret });
      expect(answer.status).toBe(403);
      expect(code(answer)).toBe("forbidden_origin");
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
      const preflight = await call(helper.port, HELPER_PATHS.servers, { method: "OPTIONS", origin });
      expect(preflight.status).toBe(403);
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const paired = await call(helper.port, HELPER_PATHS.pair, {
      method: "POST",
      origin: "https://evil.example",
    });
    expect(paired.status).toBe(403);
  });

  it("tells a refused origin that it is refused, readably, on the status read alone and with no data", async () => {
    const origin = "https://evil.example";
    for (const given of [undefined, secret]) {
      const answer = await call(helper.port, HELPER_PATHS.status, { origin, secret: given });
      expect(answer.status).toBe(403);
      expect(answer.headers["access-control-allow-origin"]).toBe(origin);
      expect(answer.headers.vary).toBe("Origin");
      expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(answer.body).toEqual({
        error: {
          code: "forbidden_origin",
          message: "This origin is not among the helper's allowed origins.",
        },
      });
    }
    // Its preflight (the page may still hold a secret) allows the read and nothing else.
    const preflight = await call(helper.port, HELPER_PATHS.status, {
      method: "OPTIONS",
      origin,
      headers: {
        "access-control-request-method": "GET",
        "access-control-request-headers": "x-parley-helper-secret",
        "access-control-request-private-network": "true",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(origin);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET");
    // Every other call of a refused origin stays unreadable, the status by POST included.
    for (const [path, method] of [
      [HELPER_PATHS.status, "POST"],
      [HELPER_PATHS.servers, "GET"],
      [HELPER_PATHS.executeTool, "POST"],
      [HELPER_PATHS.executeTool, "OPTIONS"],
      [HELPER_PATHS.pair, "POST"],
    ] as const) {
      const answer = await call(helper.port, path, { method, origin, secret });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.headers["access-control-allow-origin"], `${method} ${path}`).toBeUndefined();
    }
  });

  it("answers an allowed origin's preflight, Chrome's private network access included", async () => {
    const answer = await call(helper.port, HELPER_PATHS.executeTool, {
      method: "OPTIONS",
      origin: "https://acme.parley.example.com",
      headers: {
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,x-parley-helper-secret",
        "access-control-request-private-network": "true",
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers["access-control-allow-origin"]).toBe("https://acme.parley.example.com");
    expect(answer.headers["access-control-allow-headers"]).toMatch(/X-Parley-Helper-Secret/i);
    expect(answer.headers["access-control-allow-private-network"]).toBe("true");
  });

  it("refuses a missing, wrong or other origin's secret with 401 on every endpoint", async () => {
    const endpoints: [string, "GET" | "POST"][] = [
      [HELPER_PATHS.status, "GET"],
      [HELPER_PATHS.servers, "GET"],
      [HELPER_PATHS.mcpServers, "GET"],
      [HELPER_PATHS.mcpServers, "POST"],
      [HELPER_PATHS.executeTool, "POST"],
      [HELPER_PATHS.shutdown, "POST"],
      [HELPER_PATHS.openServer, "POST"],
      [HELPER_PATHS.hideTool, "POST"],
      [HELPER_PATHS.showTool, "POST"],
      [HELPER_PATHS.startServer, "POST"],
      [HELPER_PATHS.stopServer, "POST"],
    ];
    for (const [path, method] of endpoints) {
      for (const wrong of [undefined, "", `${secret}x`]) {
        const answer = await call(helper.port, path, { method, secret: wrong });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(code(answer)).toBe("pairing_required");
      }
    }
    // The secret belongs to the origin it was issued to.
    const other = await call(helper.port, HELPER_PATHS.status, {
      origin: "https://acme.parley.example.com",
      secret,
    });
    expect(other.status).toBe(401);
    // A local program (no Origin) with the secret is answered.
    expect((await call(helper.port, HELPER_PATHS.status, { origin: null, secret })).status).toBe(200);
  });

  it("lets only the local command approve a pairing, never a browser", async () => {
    const asked = await call(helper.port, HELPER_PATHS.pair, { method: "POST" });
    const { code: pairingCode } = asked.body as { code: string };
    const fromBrowser = await call(helper.port, APPROVE_PATH, { body: { code: pairingCode } });
    expect(fromBrowser.status).toBe(403);
    const wrongToken = await call(helper.port, APPROVE_PATH, {
      origin: null,
      body: { code: pairingCode },
      headers: { [CONTROL_HEADER]: "guess" },
    });
    expect(wrongToken.status).toBe(403);
    const noOrigin = await call(helper.port, HELPER_PATHS.pair, { method: "POST", origin: null });
    expect(noOrigin.status).toBe(401);
  });

  it("serves every path of the contract", async () => {
    for (const path of Object.values(HELPER_PATHS)) {
      const get = await call(helper.port, path, { secret });
      const post = await call(helper.port, path, { method: "POST", body: {}, secret: "wrong" });
      expect([get.status, post.status], path).not.toEqual([404, 404]);
    }
  });

  it("answers 404 for unknown paths and 400 for bad bodies", async () => {
    expect((await call(helper.port, "/nothing", { secret })).status).toBe(404);
    const bad = await call(helper.port, HELPER_PATHS.startServer, { body: { serverName: "../x" }, secret });
    expect(bad.status).toBe(400);
    expect(code(bad)).toBe("invalid_request");
  });
});
