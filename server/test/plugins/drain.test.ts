// The draining state (plugins/drain.ts): once it begins, /readyz answers 503 "draining", every
// response closes its connection, and the websocket endpoint refuses new sockets; before, nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, host = "acme.localhost") => t.app.inject({ url, headers: { host } });

describe("a draining instance", () => {
  it("is ready and keeps connections open until the drain begins", async () => {
    const ready = await get("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.headers.connection).not.toBe("close");
  });

  it("then answers /readyz 503, closes every connection after its response and refuses websockets", async () => {
    t.app.drain.begin();
    const ready = await get("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "draining" });
    expect(ready.headers["cache-control"]).toBe("no-store");
    // Other requests are still served, each on a connection that then closes.
    const page = await get("/api/v1/accounts/acme", "localhost");
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe("close");
    expect((await get("/healthz")).statusCode).toBe(200);
    const socket = await get("/ws/connect/");
    expect(socket.statusCode).toBe(503);
    expect(socket.json()).toMatchObject({ error: { code: "draining" } });
  });
});
