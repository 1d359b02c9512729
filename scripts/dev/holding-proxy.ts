// The address browsers use under `npm run dev` (8080) belongs to this proxy, not to the server:
// it passes each connection through to the server's own port, and while the server restarts it
// holds new connections (the page's websocket reconnecting, its next requests) and passes them on
// the moment the new server listens, instead of refusing them. The page's websocket would
// otherwise meet a closed port, and wait its backoff (1 s, then 2 s) after the server is back.
// A plain TCP pass-through: the Host header, websockets and the client's loopback address reach
// the server as they were.
import { connect, createServer, type Server, type Socket } from "node:net";

export type BackendState = "starting" | "ready" | "down";

export interface HoldingProxy {
  /** The server's state: connections wait while it starts, pass when ready, fail when down. */
  setState(state: BackendState): void;
  readonly state: BackendState;
  /** Connections waiting for the server. */
  readonly held: number;
  close(): Promise<void>;
}

export interface HoldingProxyOptions {
  /** Where the proxy listens (the address the developer opens). */
  port: number;
  host: string;
  /** The server's own port (on loopback). */
  targetPort: number;
  /** A connection held longer than this is closed. */
  holdMs?: number;
}

function pipe(client: Socket, targetPort: number): void {
  const upstream = connect({ port: targetPort, host: "127.0.0.1" });
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on("error", close).on("close", close);
  upstream.on("error", close).on("close", close);
}

export async function startHoldingProxy(options: HoldingProxyOptions): Promise<HoldingProxy> {
  const holdMs = options.holdMs ?? 30_000;
  let state: BackendState = "starting";
  const waiting = new Set<{ socket: Socket; timer: ReturnType<typeof setTimeout> }>();
  const sockets = new Set<Socket>();

  const release = () => {
    for (const entry of waiting) {
      clearTimeout(entry.timer);
      if (state === "ready") {
        entry.socket.resume();
        pipe(entry.socket, options.targetPort);
      } else entry.socket.destroy();
    }
    waiting.clear();
  };

  const server: Server = createServer({ pauseOnConnect: true }, (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    if (state === "ready") {
      socket.resume();
      return pipe(socket, options.targetPort);
    }
    if (state === "down") return socket.destroy();
    const entry = { socket, timer: setTimeout(() => (waiting.delete(entry), socket.destroy()), holdMs) };
    waiting.add(entry);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });

  return {
    setState(next) {
      state = next;
      if (next !== "starting") release();
    },
    get state() {
      return state;
    },
    get held() {
      return waiting.size;
    },
    async close() {
      state = "down";
      release();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
