// A connection that never sends a byte is closed after PARLEY_FIRST_REQUEST_TIMEOUT_MS (Node's header
// timeout only starts with the first byte: such sockets stayed open for minutes and a few dozen
// addresses could fill the server-wide cap). Keep-alive connections and websockets, which have their
// own idle rules, are not cut by it.
import { connect as connectTcp } from "node:net";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { connect as connectWs, listen } from "../modules/realtime/ws-client.ts";

const FIRST_REQUEST_TIMEOUT_MS = 400;
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_FIRST_REQUEST_TIMEOUT_MS: String(FIRST_REQUEST_TIMEOUT_MS) } });
  port = await listen(t.app);
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Resolves true when the server closes the socket within `withinMs`, false otherwise. */
const closedWithin = (socket: Socket, withinMs: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), withinMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

const ask = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    socket.once("data", (data) => resolve(String(data).startsWith("HTTP/1.1 ")));
    socket.once("close", () => resolve(false));
    socket.write("GET /api/v1/core/gs-version HTTP/1.1\r\nHost: acme.localhost\r\n\r\n");
  });

describe("silent connections", () => {
  it("closes a socket that sends nothing", async () => {
    const silent = await open();
    // Generous: many times the configured 400 ms, far below the minutes it used to stay open.
    expect(await closedWithin(silent, 8_000)).toBe(true);
  }, 15_000);

  it("keeps a keep-alive connection that has been answered (its own 30 s idle rule)", async () => {
    const socket = await open();
    expect(await ask(socket)).toBe(true);
    await pause(FIRST_REQUEST_TIMEOUT_MS * 4);
    expect(socket.destroyed).toBe(false);
    expect(await ask(socket)).toBe(true);
    socket.destroy();
  });

  it("leaves an open websocket alone while it is quiet", async () => {
    const owner = createClient(t.app, ACME.host);
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const ws = await connectWs({ port, host: ACME.host, cookie: owner.cookieHeader() });
    await pause(FIRST_REQUEST_TIMEOUT_MS * 4);
    ws.send({ type: "ping" });
    await ws.next((frame) => frame.type === "pong");
    ws.ws.terminate();
  });
});
