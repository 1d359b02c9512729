// The OpenTelemetry settings, as the OTLP exporter specification reads them: the base endpoint gets
// /v1/traces, the per-signal one is taken as it is and wins, OTEL_SDK_DISABLED turns traces off.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

describe("tracing settings", () => {
  it("are off without an endpoint", () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "  " }).tracing).toBeUndefined();
  });

  it("add /v1/traces to the base endpoint", () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).tracing).toEqual({
      tracesUrl: "http://collector:4318/v1/traces",
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example.com/otlp/" }).tracing).toEqual({
      tracesUrl: "https://otel.example.com/otlp/v1/traces",
    });
  });

  it("take the traces endpoint as it is, before the base one", () => {
    const config = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://traces:9999/custom",
    });
    expect(config.tracing).toEqual({ tracesUrl: "http://traces:9999/custom" });
  });

  it("are off with OTEL_SDK_DISABLED=true", () => {
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" }).tracing,
    ).toBeUndefined();
  });

  it("refuse an endpoint that is not an http(s) URL", () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4317" })).toThrow(ConfigError);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "grpc://collector:4317" })).toThrow(
      /OTEL_EXPORTER_OTLP_TRACES_ENDPOINT/,
    );
  });
});
