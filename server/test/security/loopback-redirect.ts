// Two loopback servers on different ports (two origins): the first redirects (307 by default) to the
// same path on the second, which records every request and its headers, so a test can show which
// headers followed the redirect.
import http from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface RedirectPair {
  /** The first server's origin, e.g. http://127.0.0.1:41000 */
  first: string;
  /** The second (recording) server's origin. */
  second: string;
  /** Requests the first server saw. */
  firstReceived: Received[];
  /** Requests the second server saw. */
  received: Received[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, redirect: () => void) => void;

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<http.Server> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const originOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function startRedirectPair(
  options: {
    status?: number;
    /** The first server's answer; the default redirects everything. */
    first?: Handler;
    /** The second server's answer; the default is an empty JSON object. */
    second?: (req: IncomingMessage, res: ServerResponse) => void;
  } = {},
): Promise<RedirectPair> {
  const firstReceived: Received[] = [];
  const received: Received[] = [];
  const record = (list: Received[], req: IncomingMessage) =>
    list.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers });
  const second = await listen((req, res) => {
    record(received, req);
    req.resume();
    if (options.second) return options.second(req, res);
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  const secondOrigin = originOf(second);
  const first = await listen((req, res) => {
    record(firstReceived, req);
    req.resume();
    const redirect = () => {
      res.writeHead(options.status ?? 307, { location: `${secondOrigin}${req.url ?? "/"}` });
      res.end();
    };
    if (options.first) options.first(req, res, redirect);
    else redirect();
  });
  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    first: originOf(first),
    second: secondOrigin,
    firstReceived,
    received,
    close: async () => {
      await Promise.all([close(first), close(second)]);
    },
  };
}

/** Every header value the second server received, lower-cased names, for "the secret never arrived". */
export function allHeaderText(list: readonly Received[]): string {
  return list.map((r) => JSON.stringify(r.headers)).join("\n");
}
