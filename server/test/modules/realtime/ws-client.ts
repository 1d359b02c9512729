// A real websocket client for the realtime tests: connects to a listening app with a workspace Host,
// an Origin and a Cookie header, collects every frame, and waits for the one a test expects.
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";

export interface TestSocket {
  ws: WebSocket;
  frames: Array<Record<string, unknown>>;
  /** Resolves with the first frame (already received or later) that matches. */
  next(
    match: (frame: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

export interface ConnectOptions {
  port: number;
  host: string;
  cookie?: string;
  /** Default: http://<host>:<port> (the page's own origin). */
  origin?: string | null;
}

/** Opens the socket; rejects with "Unexpected server response: <status>" when the handshake is refused. */
export function connect(options: ConnectOptions): Promise<TestSocket> {
  const hostHeader = `${options.host}:${options.port}`;
  const headers: Record<string, string> = { host: hostHeader };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? `http://${hostHeader}` : options.origin;
  const ws = new WebSocket(`ws://127.0.0.1:${options.port}/ws/connect/`, {
    headers,
    ...(origin !== null ? { origin } : {}),
  });
  const frames: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  ws.on("message", (data) => {
    frames.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (found === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(socket));
    ws.once("error", reject);
  });
}
