// The page's helper agent looks at the helper every 5 s while it answers and backs off (1 s doubling
// to 30 s) while nothing does; `finish` looks once more, clearing the server's set, and stops.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeApi, createFakeShell, jsonBody } from "../../../test/fake-shell.ts";
import { fakeHelper } from "../../../test/fake-helper.ts";
import { createHelperClient } from "../api/helper-client.ts";
import { createHelperAgent, type HelperAgent } from "./helper-agent.ts";

const DESKTOP = "7d3c2b1a-0000-4000-8000-000000000001";
let agent: HelperAgent | undefined;

function start() {
  const fake = createFakeApi({
    "POST /api/v1/desktop-tools/": (init) => {
      const body = JSON.parse(String(init?.body)) as { tools: unknown[]; session_uuid: string };
      return { status: 200, body: { uuid: DESKTOP, session_uuid: body.session_uuid, tools: body.tools } };
    },
  });
  const { bus } = createFakeShell({ api: fake.api });
  agent = createHelperAgent({ api: fake.api, bus, client: createHelperClient(9123, () => "s3cret") });
  return fake;
}

const statusReads = (helper: ReturnType<typeof fakeHelper>) =>
  helper.calls.filter((call) => call.path === "/status").length;

/** The status reads counted after each of these times (ms from the start). */
async function readsAt(helper: ReturnType<typeof fakeHelper>, times: number[]): Promise<number[]> {
  const begin = Date.now();
  const counts: number[] = [];
  for (const at of times) {
    await vi.advanceTimersByTimeAsync(begin + at - Date.now());
    counts.push(statusReads(helper));
  }
  return counts;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  agent?.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the helper agent's looks", () => {
  it("back off from 1 s to 30 s while nothing answers, and come every 5 s once the helper answers", async () => {
    const helper = fakeHelper();
    helper.running = false;
    helper.paired = true;
    start();
    // Reads at 0, 1, 3, 7, 15, 31, 61 and 91 s.
    expect(await readsAt(helper, [500, 1500, 3500, 7500, 15_500, 31_500, 61_500, 91_500])).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    helper.running = true;
    // The next look (at 121 s) finds it; from then on every 5 s.
    expect(await readsAt(helper, [30_000, 35_000, 40_000, 45_000])).toEqual([9, 10, 11, 12]);
  });

  it("finish: one more look clears the server's set of a helper gone, then no more looks", async () => {
    const helper = fakeHelper();
    helper.paired = true;
    const fake = start();
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.callsTo("POST", "/api/v1/desktop-tools/")).toHaveLength(1);
    helper.running = false;
    await agent?.finish();
    expect(fake.callsTo("POST", "/api/v1/desktop-tools/")).toHaveLength(2);
    expect(jsonBody(fake.callsTo("POST", "/api/v1/desktop-tools/")[1])).toMatchObject({
      uuid: DESKTOP,
      tools: [],
    });
    const reads = statusReads(helper);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(statusReads(helper)).toBe(reads);
  });
});
