// Work outside requests is traced too: a routine's run, taken from the job queue, is the root span
// of a trace of its own (`process routine-run`) with its statements and provider call below it; and
// parley_routine_runs_total counts it on /metrics.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeCollector } from "@parley/test-fakes/otlp-collector";
import type { CollectedSpan, FakeCollector } from "@parley/test-fakes/otlp-collector";
import { startFakeProviderApp } from "../helpers/fake-provider-app.ts";
import type { FakeProviderApp } from "../helpers/fake-provider-app.ts";
import { instantToLocal } from "../../src/modules/routines/schedule.ts";

const MINUTE = 60_000;

let collector: FakeCollector;
let p: FakeProviderApp;

beforeAll(async () => {
  collector = await startFakeCollector();
  p = await startFakeProviderApp({
    providerModel: "fake-routine-traced",
    script: () => ({ text: "Here is your summary." }),
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      PARLEY_ROUTINES_SCHEDULER: "on",
      PARLEY_TEST_CLOCK: "true",
      PARLEY_ROUTINE_POLL_SECONDS: "0.5",
    },
  });
}, 60_000);
afterAll(async () => {
  await p.close();
  await collector.close();
});

// A span is exported when it ends, and the job's span ends after the provider call below it: wait
// for every name asked for, not only the first to end.
async function spansOnceThere(...names: string[]): Promise<CollectedSpan[]> {
  await expect
    .poll(
      async () => {
        await p.t.app.flushTraces();
        return names.every((name) => collector.spans.some((s) => s.name === name));
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return collector.spans;
}

it("traces a routine run from the queue, and counts it", async () => {
  const now = Date.parse((await p.owner.get("/api/v1/test/clock/")).json<{ now: string }>().now);
  const made = await p.owner.post("/api/v1/routines/", {
    json: {
      content: "Summarise the week",
      model_id: Number(p.modelId),
      start_date: instantToLocal(now + 10 * MINUTE, "UTC+02:00"),
      schedule: null,
      timezone: "UTC+02:00",
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const advanced = await p.owner.post("/api/v1/test/clock/advance/", { json: { ms: 11 * MINUTE } });
  expect(advanced.json<{ dispatched: number }>().dispatched).toBe(1);

  const spans = await spansOnceThere("chat fake-routine-traced", "process routine-run");
  const job = spans.find((s) => s.name === "process routine-run");
  expect(job).toMatchObject({
    parentSpanId: "",
    kind: 5, // consumer
    attributes: { "messaging.destination.name": "routine-run" },
  });
  const inJob = spans.filter((s) => s.traceId === job!.traceId);
  expect(inJob.some((s) => s.name === "chat fake-routine-traced")).toBe(true);
  expect(inJob.some((s) => s.attributes["db.system.name"] === "postgresql")).toBe(true);

  await expect
    .poll(async () => (await p.t.app.inject({ url: "/metrics" })).body, { timeout: 20_000 })
    .toMatch(/^parley_routine_runs_total\{outcome="posted"\} 1$/m);
});
