// The OpenTelemetry SDK, loaded (by a dynamic import in plugins/tracing.ts) only when an OTLP endpoint
// is configured: spans batched and sent as OTLP/HTTP JSON, with the W3C trace-context propagator for
// incoming `traceparent` headers. No global tracer provider is registered (spans.ts says why); only
// the context manager is global, and it is the same for every app of the process.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { context } from "@opentelemetry/api";
import type { TextMapPropagator, Tracer } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from "@opentelemetry/semantic-conventions";
import { REPO_ROOT } from "../../config.ts";
import type { InstanceRole } from "../instance-role.ts";

export interface OtlpTracing {
  tracer: Tracer;
  propagator: TextMapPropagator;
  /** Sends every ended span now (tests; the drain goes through shutdown). */
  forceFlush(): Promise<void>;
  /** Flushes and stops the exporter. */
  shutdown(): Promise<void>;
}

let contextManagerInstalled = false;

/** The release, from the repository's package.json (the image carries it). */
async function parleyVersion(): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as {
      version?: unknown;
    };
    return typeof pkg.version === "string" ? pkg.version : "unknown";
  } catch {
    return "unknown";
  }
}

export async function startOtlpTracing(options: {
  /** Where spans are POSTed (…/v1/traces). */
  tracesUrl: string;
  role: InstanceRole;
}): Promise<OtlpTracing> {
  if (!contextManagerInstalled) {
    // A context manager someone else registered first (returns false) works for our spans just as well.
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    contextManagerInstalled = true;
  }
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: "parley",
      [ATTR_SERVICE_VERSION]: await parleyVersion(),
      // Which part of Parley answered (lib/instance-role.ts): web, worker or all.
      "parley.role": options.role,
    }),
    // Headers and timeouts still come from the standard OTEL_EXPORTER_OTLP_* variables.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: options.tracesUrl }) })],
  });
  return {
    tracer: provider.getTracer("parley"),
    propagator: new W3CTraceContextPropagator(),
    forceFlush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
