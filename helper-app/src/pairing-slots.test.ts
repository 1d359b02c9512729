// Security round 3: the helper's waiting pairing requests are kept per origin and per client, so one
// page asking again and again cannot keep another origin, or another page of its own origin, from
// pairing (pairing.ts).
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Pairings } from "./pairing.ts";
import { StateStore } from "./state.ts";
import { tempFolder } from "./test/fixtures.ts";

const ACME = "https://acme.parley.example.com";
const NOISY = "https://noisy.parley.example.com";
let folder: Awaited<ReturnType<typeof tempFolder>>;
let store: StateStore;
let now = 0;

beforeEach(async () => {
  folder = await tempFolder();
  store = await StateStore.open(join(folder.path, "state.json"));
  now = 1_000_000;
});
afterEach(() => folder.remove());

/** Pairs by approving the request's code and polling it, as the user and the page do. */
async function completes(pairings: Pairings, origin: string, clientId?: string): Promise<boolean> {
  const request = pairings.request(origin, clientId);
  if ((await pairings.approve(request.code)) !== origin) return false;
  const state = pairings.poll(request.pairingId, origin);
  return state.status === "approved" && pairings.verify(state.secret, origin);
}

describe("pairing slots", () => {
  it("one origin asking many times does not keep another origin from pairing", async () => {
    const pairings = new Pairings(store, { now: () => now });
    for (let index = 0; index < 200; index++) pairings.request(NOISY, `client-${index}`);
    for (let index = 0; index < 50; index++) pairings.request(NOISY);
    expect(await completes(pairings, ACME, "tab-1")).toBe(true);
  });

  it("one client asking many times does not keep another client of its origin from pairing", async () => {
    const pairings = new Pairings(store, { now: () => now });
    for (let index = 0; index < 50; index++) pairings.request(ACME, "busy-tab");
    expect(await completes(pairings, ACME, "other-tab")).toBe(true);
  });

  it("a client waits for one code at a time: asking again replaces its earlier request", async () => {
    const pairings = new Pairings(store, { now: () => now });
    const first = pairings.request(ACME, "tab-1");
    const other = pairings.request(ACME, "tab-2");
    const second = pairings.request(ACME, "tab-1");
    expect(pairings.poll(first.pairingId, ACME)).toEqual({ status: "expired" });
    expect(await pairings.approve(first.code)).toBeNull();
    expect(pairings.poll(other.pairingId, ACME)).toEqual({ status: "pending" });
    expect(pairings.poll(second.pairingId, ACME)).toEqual({ status: "pending" });
  });

  it("an origin holds at most its share; beyond it its own oldest request gives way", () => {
    const pairings = new Pairings(store, { now: () => now, maxPerOrigin: 3 });
    const requests = [1, 2, 3, 4].map((index) => pairings.request(ACME, `tab-${index}`));
    expect(requests.map((request) => pairings.poll(request.pairingId, ACME).status)).toEqual([
      "expired",
      "pending",
      "pending",
      "pending",
    ]);
  });

  it("when every slot is taken, the origin holding the most gives way, not the one holding few", () => {
    const pairings = new Pairings(store, { now: () => now, maxPerOrigin: 3, maxPending: 5 });
    const acme = pairings.request(ACME, "tab-1");
    const noisy = [1, 2, 3].map((index) => pairings.request(NOISY, `n-${index}`));
    const third = pairings.request("https://third.parley.example.com", "t-1");
    // Full (5): a new origin's request pushes out the noisy origin's oldest, not acme's older one.
    const fourth = pairings.request("https://fourth.parley.example.com", "f-1");
    expect(pairings.poll(acme.pairingId, ACME).status).toBe("pending");
    expect(pairings.poll(noisy[0]?.pairingId ?? "", NOISY).status).toBe("expired");
    expect(pairings.poll(noisy[1]?.pairingId ?? "", NOISY).status).toBe("pending");
    expect(pairings.poll(third.pairingId, "https://third.parley.example.com").status).toBe("pending");
    expect(pairings.poll(fourth.pairingId, "https://fourth.parley.example.com").status).toBe("pending");
  });
});
