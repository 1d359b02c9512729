// Connection limits on a listening server: one address cannot hold more than its share of sockets,
// and a client that never finishes its request is disconnected.
import { connect } from "node:net";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../helpers/conversations.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: { PARLEY_MAX_CONNECTIONS_PER_IP: "3", PARLEY_REQUEST_TIMEOUT_MS: "1500" },
  });
  port = await listen(t.app);
});
afterAll(() => t.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Sends one GET on the socket; true when an HTTP answer comes back. */
const ask = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    socket.once("data", (data) => resolve(String(data).startsWith("HTTP/1.1 ")));
    socket.once("close", () => resolve(false));
    socket.write("GET /api/v1/core/gs-version HTTP/1.1\r\nHost: acme.localhost\r\n\r\n");
  });

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    socket.once("close", () => resolve());
  });

describe("connection limits", () => {
  it("closes connections past the per-address limit and accepts again once some close", async () => {
    // Three keep-alive connections, each having had an answer (so none is idle before its headers).
    const held = await Promise.all([open(), open(), open()]);
    expect(await Promise.all(held.map(ask))).toEqual([true, true, true]);
    const extra = await open();
    await closed(extra);
    expect(held.every((socket) => !socket.destroyed)).toBe(true);
    for (const socket of held) socket.destroy();
    await Promise.all(held.map(closed));
    // The server hears of the closes a moment after the client: try until a connection is taken.
    let answered = false;
    for (let attempt = 0; attempt < 50 && !answered; attempt++) {
      const again = await open();
      answered = await ask(again);
      again.destroy();
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(answered).toBe(true);
  });

  it("disconnects a client that never finishes its request (slow loris)", async () => {
    const slow = await open();
    slow.write(
      "POST /api/v1/remotes/errors HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    const started = Date.now();
    const answers: string[] = [];
    slow.on("data", (data) => answers.push(String(data)));
    // The server ends the connection (its side closed: "end" on ours).
    await new Promise<void>((resolve) => {
      slow.once("end", () => resolve());
      slow.once("close", () => resolve());
    });
    slow.destroy();
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(answers.join("")).toContain("408 Request Timeout");
  }, 40_000);
});
