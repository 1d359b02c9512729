import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Pairings } from "./pairing.ts";
import { StateStore } from "./state.ts";
import { tempFolder } from "./test/fixtures.ts";

const ORIGIN = "https://acme.parley.example.com";
let folder: Awaited<ReturnType<typeof tempFolder>>;
let store: StateStore;
let now = 0;

beforeEach(async () => {
  folder = await tempFolder();
  store = await StateStore.open(join(folder.path, "state.json"));
  now = 1_000_000;
});
afterEach(() => folder.remove());

describe("pairing", () => {
  it("issues the secret once, to the origin that asked, after the user typed its code", async () => {
    const pairings = new Pairings(store, { now: () => now });
    const request = pairings.request(ORIGIN);
    expect(request.code).toMatch(/^\d{3}-\d{3}$/);
    const id = request.pairingId;
    expect(pairings.poll(id, ORIGIN)).toEqual({ status: "pending" });
    expect(await pairings.approve("000-000x")).toBeNull();
    // Typed with or without the dash, with spaces around.
    expect(await pairings.approve(` ${request.code.replace("-", "")} `)).toBe(ORIGIN);
    expect(pairings.poll(id, "https://other.parley.example.com")).toEqual({ status: "expired" });
    const approved = pairings.poll(id, ORIGIN);
    expect(approved.status).toBe("approved");
    const secret = approved.status === "approved" ? approved.secret : "";
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(pairings.poll(id, ORIGIN)).toEqual({ status: "expired" });
    expect(pairings.verify(secret, ORIGIN)).toBe(true);
    expect(pairings.verify(secret, "https://other.parley.example.com")).toBe(false);
    expect(pairings.verify(undefined, ORIGIN)).toBe(false);
    // Only a hash is stored.
    const file = await readFile(join(folder.path, "state.json"), "utf8");
    expect(file).not.toContain(secret);
    expect(file).toContain(ORIGIN);
  });

  it("forgets requests after their time", async () => {
    const pairings = new Pairings(store, { now: () => now, ttlMs: 1000 });
    const first = pairings.request(ORIGIN, "tab-1");
    now += 1000;
    expect(pairings.poll(first.pairingId, ORIGIN)).toEqual({ status: "expired" });
    expect(await pairings.approve(first.code)).toBeNull();
  });

  it("pairing an origin again replaces its secret", async () => {
    const pairings = new Pairings(store, { now: () => now });
    const secrets: string[] = [];
    for (let round = 0; round < 2; round++) {
      const request = pairings.request(ORIGIN);
      await pairings.approve(request.code);
      const state = pairings.poll(request.pairingId, ORIGIN);
      secrets.push(state.status === "approved" ? state.secret : "");
    }
    expect(pairings.verify(secrets[0], ORIGIN)).toBe(false);
    expect(pairings.verify(secrets[1], ORIGIN)).toBe(true);
    expect(store.get().pairings).toHaveLength(1);
  });
});
