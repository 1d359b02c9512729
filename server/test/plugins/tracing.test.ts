// OpenTelemetry traces over OTLP/HTTP to a fake collector on loopback: a server span per request
// (named by its route), the database statements and the provider call below it in the same trace,
// and a caller's W3C traceparent continued. The spans arrive as OTLP JSON.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, openStream, send } from "../helpers/conversations.ts";
import { startFakeCollector } from "@parley/test-fakes/otlp-collector";
import type { CollectedSpan, FakeCollector } from "@parley/test-fakes/otlp-collector";
import { startFakeProviderApp } from "../helpers/fake-provider-app.ts";
import type { FakeProviderApp } from "../helpers/fake-provider-app.ts";
import { ACME } from "../helpers/test-app.ts";

const SERVER = 2;
const CLIENT = 3;

let collector: FakeCollector;
let p: FakeProviderApp;

beforeAll(async () => {
  collector = await startFakeCollector();
  p = await startFakeProviderApp({
    providerModel: "fake-traced",
    script: () => ({ text: "Traced reply." }),
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, PARLEY_ROLE: "all" },
  });
});
afterAll(async () => {
  await p.close();
  await collector.close();
});

/** Sends the spans ended so far and returns the collector's. */
async function flushed(): Promise<CollectedSpan[]> {
  await p.t.app.flushTraces();
  expect(collector.rejected).toEqual([]);
  return collector.spans;
}

const serverSpan = (spans: CollectedSpan[], route: string, traceId?: string) =>
  spans.find(
    (s) =>
      s.kind === SERVER &&
      s.attributes["http.route"] === route &&
      (traceId === undefined || s.traceId === traceId),
  );

/** Every span of a trace below `root`, its children's children included. */
function below(spans: CollectedSpan[], root: CollectedSpan): CollectedSpan[] {
  const found: CollectedSpan[] = [];
  const parents = new Set([root.spanId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const span of spans)
      if (span.traceId === root.traceId && parents.has(span.parentSpanId) && !parents.has(span.spanId)) {
        parents.add(span.spanId);
        found.push(span);
        grew = true;
      }
  }
  return found;
}

describe("traces over OTLP", () => {
  it("names the service, its version and role on every span", async () => {
    await p.t.app.inject({ url: "/readyz" });
    const spans = await flushed();
    const version = (
      JSON.parse(await readFile(new URL("../../../package.json", import.meta.url), "utf8")) as {
        version: string;
      }
    ).version;
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans)
      expect(span.resource).toMatchObject({
        "service.name": "parley",
        "service.version": version,
        "parley.role": "all",
      });
  });

  it("puts a request's database statements in its trace, below its server span", async () => {
    const res = await p.t.app.inject({ url: "/readyz", headers: { "x-request-id": "trace-me-1" } });
    expect(res.statusCode).toBe(200);
    const spans = await flushed();
    const http = spans.find((s) => s.kind === SERVER && s.attributes["http.request.id"] === "trace-me-1");
    expect(http).toMatchObject({
      name: "GET /readyz",
      parentSpanId: "",
      attributes: { "http.request.method": "GET", "http.route": "/readyz", "http.response.status_code": 200 },
    });
    const db = below(spans, http!).find((s) => s.attributes["db.query.text"] === "SELECT 1");
    expect(db).toMatchObject({
      traceId: http!.traceId,
      parentSpanId: http!.spanId,
      name: "SELECT",
      kind: CLIENT,
      attributes: { "db.system.name": "postgresql", "db.operation.name": "SELECT" },
    });
  });

  it("keeps the trace of a caller's traceparent", async () => {
    const traceId = randomBytes(16).toString("hex");
    const parentId = randomBytes(8).toString("hex");
    await p.t.app.inject({ url: "/readyz", headers: { traceparent: `00-${traceId}-${parentId}-01` } });
    const spans = await flushed();
    const http = serverSpan(spans, "/readyz", traceId);
    expect(http?.parentSpanId).toBe(parentId);
    expect(below(spans, http!).some((s) => s.name === "SELECT")).toBe(true);
  });

  it("keeps one-time tokens out of the spans", async () => {
    const res = await p.t.app.inject({
      url: "/api/v1/authentication/token-verification/secret-one-time-7/?code=secret-code-8",
      headers: { host: ACME.host },
    });
    const spans = await flushed();
    const http = spans.find(
      (s) => s.kind === SERVER && s.attributes["http.request.id"] === res.headers["x-request-id"],
    );
    expect(http?.attributes["url.path"]).toBe("/api/v1/authentication/token-verification/[redacted]/");
    expect(JSON.stringify(spans)).not.toMatch(/secret-one-time-7|secret-code-8/);
  });

  it("keeps the request's context past the body: a POST's statements are in its trace", async () => {
    // Signing in reads the body, then the member and the session from the database.
    const res = await p.owner.login(ACME.email, ACME.password);
    expect(res.statusCode, res.body).toBe(200);
    const spans = await flushed();
    const http = spans.find(
      (s) => s.kind === SERVER && s.attributes["http.request.id"] === res.headers["x-request-id"],
    );
    expect(http?.attributes["http.request.method"]).toBe("POST");
    const statements = below(spans, http!).filter((s) => s.attributes["db.system.name"] === "postgresql");
    expect(statements.map((s) => s.attributes["db.query.text"]).join("\n")).toMatch(/members/);
  });

  it("traces a reply over a real socket: its statements and provider call in the request's trace", async () => {
    const port = await listen(p.t.app);
    const ids = await send(p.owner, { message: "Hello", model_id: p.modelId });
    // Over a socket the JSON body arrives on the socket's events, outside the request's context.
    const stream = openStream(port, p.owner, ids.assistant_message_id!);
    expect(await stream.done).toContain("Traced reply.");
    const spans = await flushed();
    const streamSpans = spans.filter(
      (s) => s.kind === SERVER && s.attributes["http.route"] === "/api/v1/messages/stream/",
    );
    expect(streamSpans).toHaveLength(1);
    const inStream = below(spans, streamSpans[0]!);
    // The handler's own reads (after the body), not only the session check of the hooks before it.
    const statements = inStream.filter((s) => s.attributes["db.system.name"] === "postgresql");
    expect(statements.map((s) => s.attributes["db.query.text"]).join("\n")).toMatch(/conversation/);
    const provider = spans.find((s) => s.name === "chat fake-traced");
    expect(provider).toMatchObject({
      kind: CLIENT,
      attributes: { "gen_ai.operation.name": "chat", "gen_ai.request.model": "fake-traced" },
    });
    // The reply starts with the send or with its stream, whichever comes first.
    const root = spans.find((s) => s.kind === SERVER && s.traceId === provider!.traceId);
    expect(root?.attributes["http.route"]).toMatch(/^\/api\/v1\/messages\/(send|stream)\/$/);
    expect(below(spans, root!)).toContainEqual(provider);
  });
});
