// The test clock: refused at boot when NODE_ENV=production, absent unless PARLEY_TEST_CLOCK is set,
// and when set it moves forward only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/config.ts";
import { createTestClock } from "../../../src/lib/clock.ts";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("test clock", () => {
  it("is refused at boot in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", PARLEY_TEST_CLOCK: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", PARLEY_TEST_CLOCK: "true" })).toThrow(
      /PARLEY_TEST_CLOCK: a test clock is refused when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: "production" }).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", PARLEY_TEST_CLOCK: "true" }).testClock).toBe(true);
  });

  it("has no route without PARLEY_TEST_CLOCK", async () => {
    const owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
    expect((await owner.post("/api/v1/test/clock/advance/", { json: { ms: 1000 } })).statusCode).toBe(404);
    expect((await owner.get("/api/v1/test/clock/")).statusCode).toBe(404);
  });

  it("moves forward, never back", () => {
    const clock = createTestClock();
    const start = clock.now();
    expect(clock.advance(3_600_000)).toBeGreaterThanOrEqual(start + 3_600_000);
    const later = clock.now();
    expect(clock.setTo(start)).toBeGreaterThanOrEqual(later);
    expect(clock.advance(-5000)).toBeGreaterThanOrEqual(later);
  });
});
