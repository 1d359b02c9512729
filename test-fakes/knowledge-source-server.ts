// A knowledge-source service on loopback for tests: an OAuth 2 authorization-code provider that
// approves at once (the member "consents" by arriving), its token endpoint, and the account behind a
// token. It checks client id, secret, redirect URI and code like the real service would.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeKnowledgeSource {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Every request path, in order. */
  requests: string[];
  /** Forgets every token it gave (a member revoked the access at the service). */
  revokeTokens(): void;
  stop(): Promise<void>;
}

export interface KnowledgeDocument {
  name: string;
  text: string;
}

/** What the service knows by default: one note with a contact (DLP finds the e-mail address). */
export const DEFAULT_KNOWLEDGE: readonly KnowledgeDocument[] = [
  {
    name: "Q3 planning notes",
    text: "Q3 revenue target is 42 million. Budget owner: grace.hopper@knowledge.test.",
  },
];

export async function startFakeKnowledgeSource(options: {
  port?: number;
  account?: { email: string; name: string };
  documents?: readonly KnowledgeDocument[];
}): Promise<FakeKnowledgeSource> {
  const documents = options.documents ?? DEFAULT_KNOWLEDGE;
  const account = options.account ?? { email: "ada@knowledge.test", name: "Ada Knowledge" };
  const clientId = "parley-test-client";
  const clientSecret = "parley-test-secret";
  const codes = new Map<string, string>(); // code → redirect_uri
  const tokens = new Set<string>();
  const requests: string[] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    requests.push(url.pathname);
    if (req.method === "GET" && url.pathname === "/oauth/authorize") {
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== clientId || !redirect)
        return json(res, 400, { error: "invalid_request" });
      const code = randomBytes(12).toString("hex");
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/oauth/token") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const form = new URLSearchParams(body);
        const code = form.get("code") ?? "";
        const valid =
          form.get("client_id") === clientId &&
          form.get("client_secret") === clientSecret &&
          codes.get(code) === form.get("redirect_uri");
        if (!valid) return json(res, 400, { error: "invalid_grant" });
        codes.delete(code);
        const token = randomBytes(16).toString("hex");
        tokens.add(token);
        json(res, 200, { access_token: token, token_type: "Bearer" });
      });
      return;
    }
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (req.method === "GET" && url.pathname === "/api/me") {
      return tokens.has(token) ? json(res, 200, account) : json(res, 401, { error: "invalid_token" });
    }
    if (req.method === "GET" && url.pathname === "/api/search") {
      if (!tokens.has(token)) return json(res, 401, { error: "invalid_token" });
      // A document matches when it shares a word of four letters or more with the query.
      const words = (url.searchParams.get("q") ?? "").toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
      const matched = documents.filter((d) => words.some((w) => d.text.toLowerCase().includes(w)));
      return json(res, 200, {
        matched_chunks: matched
          .slice(0, 3)
          .map((d) => ({ document: { name: d.name }, matched_content: d.text })),
      });
    }
    json(res, 404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    revokeTokens: () => tokens.clear(),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
