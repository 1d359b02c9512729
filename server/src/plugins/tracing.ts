// OpenTelemetry traces, when an OTLP endpoint is configured (docs/observability.md § Traces): a server
// span per HTTP request — the child of the caller's W3C `traceparent` when it sends one — active while
// the request's hooks and handler run, so the database, provider and tool spans made below it
// (lib/tracing/spans.ts) share its trace. Without an endpoint the SDK is never loaded.
import {
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import type { Context, Span } from "@opentelemetry/api";
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_URL_PATH,
  ATTR_USER_AGENT_ORIGINAL,
} from "@opentelemetry/semantic-conventions";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { redactedUrl } from "../lib/redacted-url.ts";
import { inSpan, withTracer } from "../lib/tracing/spans.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the spans ended so far (a no-op without tracing). */
    flushTraces(): Promise<void>;
    /**
     * Runs a background job (a queue's job, outside any request) as the root span of a trace of its
     * own, so its statements and provider calls are traced like a request's; without tracing, just runs it.
     */
    traceJob<T>(queue: string, fn: () => Promise<T>): Promise<T>;
  }
}

export interface TracingOptions {
  tracing: Config["tracing"];
  role: Config["role"];
}

interface RequestTrace {
  span: Span;
  context: Context;
}

export const tracingPlugin = fp<TracingOptions>(
  async (app, { tracing, role }) => {
    if (tracing === undefined) {
      app.decorate("flushTraces", async () => {});
      app.decorate("traceJob", <T>(_queue: string, fn: () => Promise<T>) => fn());
      return;
    }
    const { startOtlpTracing } = await import("../lib/tracing/otlp-tracing.ts");
    const otel = await startOtlpTracing({ tracesUrl: tracing.tracesUrl, role });
    app.decorate("flushTraces", otel.forceFlush);
    app.decorate("traceJob", <T>(queue: string, fn: () => Promise<T>) =>
      context.with(withTracer(ROOT_CONTEXT, otel.tracer), () =>
        inSpan(
          `process ${queue}`,
          {
            kind: SpanKind.CONSUMER,
            attributes: { "messaging.operation.type": "process", "messaging.destination.name": queue },
          },
          fn,
        ),
      ),
    );
    // Sends what is left when the app closes (the drain's end).
    app.addHook("onClose", () => otel.shutdown());

    const traces = new WeakMap<FastifyRequest, RequestTrace>();
    // Callback-style hooks: `done` (the next hooks and the handler) runs inside the request's context.
    app.addHook("onRequest", (request, _reply, done) => {
      const parent = withTracer(
        otel.propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter),
        otel.tracer,
      );
      const span = otel.tracer.startSpan(
        request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            [ATTR_HTTP_REQUEST_METHOD]: request.method,
            // Without the query, and without the one-time tokens some paths carry.
            [ATTR_URL_PATH]: redactedUrl(request.url.split("?")[0] ?? "/"),
            [ATTR_SERVER_ADDRESS]: request.hostname,
            ...(request.headers["user-agent"]
              ? { [ATTR_USER_AGENT_ORIGINAL]: request.headers["user-agent"] }
              : {}),
            "http.request.id": request.id,
          },
        },
        parent,
      );
      const ctx = trace.setSpan(parent, span);
      traces.set(request, { span, context: ctx });
      // Log lines of the request name its trace, to go from a log line to the trace and back.
      request.log = request.log.child({ trace_id: span.spanContext().traceId });
      context.with(ctx, done);
    });
    // The body is read on the socket's events: should they run outside the context entered above (as
    // they may with async-hooks-based storage), the handler still gets the request's.
    app.addHook("preValidation", (request, _reply, done) => {
      const current = traces.get(request);
      if (current === undefined) done();
      else context.with(current.context, done);
    });
    app.addHook("onResponse", async (request, reply) => {
      const current = traces.get(request);
      if (current === undefined) return;
      // The route pattern, not the path: the span's name groups requests like the metrics do.
      const route = request.routeOptions.url;
      current.span.updateName(route === undefined ? request.method : `${request.method} ${route}`);
      if (route !== undefined) current.span.setAttribute(ATTR_HTTP_ROUTE, route);
      current.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
      if (reply.statusCode >= 500) current.span.setStatus({ code: SpanStatusCode.ERROR });
      current.span.end();
      traces.delete(request);
    });
    // The client went away before the reply: no onResponse.
    app.addHook("onRequestAbort", async (request) => {
      const current = traces.get(request);
      if (current === undefined) return;
      current.span.setAttribute("error.type", "aborted");
      current.span.end();
      traces.delete(request);
    });
  },
  { name: "parley-tracing" },
);
