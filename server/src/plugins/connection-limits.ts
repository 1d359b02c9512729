// Connection limits: at most `max` open connections server-wide and `perIp` from one address
// (websockets included); further ones are closed at once. A request must arrive whole within
// `requestTimeoutMs` and its headers within 20 s (slow clients cannot hold sockets), and idle
// keep-alive sockets close after 30 s. A new connection that sends nothing at all is closed after
// `firstRequestTimeoutMs`: Node's header timeout only starts with the first byte, so a silent socket
// stayed open for minutes and a few dozen addresses could fill the server-wide cap. Behind a proxy every client shares the proxy's address:
// set the per-address limit there (or raise PARLEY_MAX_CONNECTIONS_PER_IP).
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import fp from "fastify-plugin";

export interface ConnectionLimits {
  max: number;
  perIp: number;
  requestTimeoutMs: number;
  firstRequestTimeoutMs: number;
}

/**
 * Fastify's serverFactory: the HTTP server with the timeouts above, checked every second (Node's
 * default checks every 30 s, which lets a slow client hold its socket that much longer).
 */
export function serverFactory(limits: ConnectionLimits) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void): Server =>
    createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: Math.min(20_000, limits.requestTimeoutMs),
        keepAliveTimeout: 30_000,
        connectionsCheckingInterval: 1_000,
      },
      handler,
    );
}

export const connectionLimitsPlugin = fp<ConnectionLimits>(
  async (app, limits) => {
    const server = app.server;
    server.maxConnections = limits.max;
    // From here Node's keep-alive, header and request timeouts cover the connection.
    server.on("request", (request: IncomingMessage) => request.socket.setTimeout(0));
    const open = new Map<string, number>();
    server.on("connection", (socket: Socket) => {
      const address = socket.remoteAddress ?? "unknown";
      const count = (open.get(address) ?? 0) + 1;
      if (count > limits.perIp) {
        app.log.warn({ address, open: count - 1 }, "connection refused: too many from one address");
        socket.destroy();
        return;
      }
      open.set(address, count);
      // Idle until its first request's headers are in (Node's own timeout handler closes it). Cleared
      // on "request" below; an upgraded websocket clears it itself and keeps its own idle rules.
      socket.setTimeout(limits.firstRequestTimeoutMs);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  },
  { name: "parley-connection-limits" },
);
