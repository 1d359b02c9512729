// A stand-in OpenTelemetry collector on loopback: records the spans POSTed to /v1/traces as OTLP/HTTP
// JSON (the exporter's encoding), flattened with their resource's attributes.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

type OtlpValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpTraces {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
}

export interface CollectedSpan {
  traceId: string;
  spanId: string;
  /** Empty for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's numbering: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

export interface FakeCollector {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT takes (the exporter adds /v1/traces). */
  endpoint: string;
  spans: CollectedSpan[];
  /** Requests that were not OTLP JSON traces (content type or path), to fail on. */
  rejected: string[];
  close(): Promise<void>;
}

const valueOf = (value: OtlpValue) =>
  value.stringValue ??
  value.boolValue ??
  value.doubleValue ??
  (value.intValue === undefined ? undefined : Number(value.intValue));

const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

export async function startFakeCollector(): Promise<FakeCollector> {
  const spans: CollectedSpan[] = [];
  const rejected: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const type = request.headers["content-type"] ?? "";
      if (request.method !== "POST" || request.url !== "/v1/traces" || !type.startsWith("application/json")) {
        rejected.push(`${request.method} ${request.url} ${type}`);
        response.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
      const traces = JSON.parse(body.toString("utf8")) as OtlpTraces;
      for (const resourceSpans of traces.resourceSpans ?? []) {
        const resource = attributesOf(resourceSpans.resource?.attributes);
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? "",
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
              resource,
            });
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    rejected,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
