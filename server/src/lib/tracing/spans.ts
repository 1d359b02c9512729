// Spans around the work an operator wants to see in a trace (database queries, provider calls, tool
// calls), through @opentelemetry/api alone. The app's tracer travels in the active context, set by
// the tracing plugin for each request: no global tracer provider, so apps in one process (tests) each
// export to their own collector. Without tracing (OTEL_EXPORTER_OTLP_ENDPOINT unset) no context
// manager is installed, the active context is always the root one, and every helper just runs `fn`.
import { context, createContextKey, INVALID_SPAN_CONTEXT, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Attributes, Context, Span, SpanKind, Tracer } from "@opentelemetry/api";

const TRACER_KEY = createContextKey("parley.tracer");

/** What a helper hands `fn` when nothing is traced: records nothing. */
const NOT_RECORDING: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/** `ctx` with the tracer that later spans in it (and below it) are made by. */
export function withTracer(ctx: Context, tracer: Tracer): Context {
  return ctx.setValue(TRACER_KEY, tracer);
}

function tracerIn(ctx: Context): Tracer | undefined {
  return ctx.getValue(TRACER_KEY) as Tracer | undefined;
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
}

/** Marks a span failed with the error's type and message (the error is re-thrown by the caller). */
export function recordFailure(span: Span, error: unknown): void {
  if (!span.isRecording()) return;
  const err = error instanceof Error ? error : new Error(String(error));
  span.recordException(err);
  span.setAttribute("error.type", err.name);
  span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
}

/**
 * Runs `fn` in a child span of the active one, ended when `fn` settles (failed when it throws). Work
 * `fn` starts — queries included — nests under it.
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = context.active();
  const tracer = tracerIn(parent);
  if (tracer === undefined) return fn(NOT_RECORDING);
  const span = tracer.startSpan(name, options, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (error) {
    recordFailure(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/**
 * The items of a stream in a child span of the active one: `open` runs inside the span's context
 * (whatever it starts, a provider's HTTP call say, nests under it) and the span ends when the
 * stream ends, fails or is left early.
 */
export async function* streamInSpan<T>(
  name: string,
  options: SpanOptions,
  open: (span: Span) => AsyncIterable<T>,
): AsyncGenerator<T> {
  const parent = context.active();
  const tracer = tracerIn(parent);
  if (tracer === undefined) {
    yield* open(NOT_RECORDING);
    return;
  }
  const span = tracer.startSpan(name, options, parent);
  try {
    yield* context.with(trace.setSpan(parent, span), () => open(span));
  } catch (error) {
    recordFailure(span, error);
    throw error;
  } finally {
    span.end();
  }
}
