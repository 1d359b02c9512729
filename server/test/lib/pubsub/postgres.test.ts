// The LISTEN/NOTIFY PubSub on a real PostgreSQL: DATABASE_URL when set (the postgres pass of
// npm test), otherwise a throw-away server started here from Debian's binaries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTempPostgres } from "../../../../scripts/pg-temp.ts";
import type { TempPostgres } from "../../../../scripts/pg-temp.ts";
import pg from "pg";
import {
  createPostgresPubSub,
  encodeBatch,
  encodeFrames,
  splitUtf8,
} from "../../../src/lib/pubsub/postgres.ts";
import type { PubSub } from "../../../src/lib/pubsub/pubsub.ts";

let temp: TempPostgres | undefined;
let url: string;
const buses: PubSub[] = [];

async function bus(maxPayloadBytes?: number): Promise<PubSub> {
  const created = await createPostgresPubSub({
    url,
    channel: "parley_pubsub_test",
    ...(maxPayloadBytes !== undefined ? { maxPayloadBytes } : {}),
  });
  buses.push(created);
  return created;
}

const until = (check: () => boolean, ms = 5000) =>
  expect.poll(check, { timeout: ms, interval: 10 }).toBe(true);

beforeAll(async () => {
  if (process.env.DATABASE_URL) url = process.env.DATABASE_URL;
  else {
    temp = await startTempPostgres();
    url = temp.url;
  }
}, 60_000);

afterAll(async () => {
  for (const b of buses) await b.close();
  await temp?.stop();
});

describe("splitting", () => {
  it("cuts on characters, each piece within the byte limit", () => {
    const text = "a€😀".repeat(50);
    const pieces = splitUtf8(text, 10);
    expect(pieces.join("")).toBe(text);
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(10);
    expect(encodeFrames(["t"], "x", 7900)).toEqual(['S[["t"],"x"]']);
    const frames = encodeFrames(["t"], "é".repeat(10_000), 7900);
    expect(frames.length).toBeGreaterThan(2);
    for (const frame of frames) expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(7900);
  });
});

describe("batching", () => {
  it("puts consecutive messages in shared frames, keeps one alone in the old format, and cuts a large one", () => {
    let sequence = 0;
    const next = () => ++sequence;
    const item = (message: unknown) => ({ topics: ["t"], message });
    expect(encodeBatch([item("x")], 7900, next)).toEqual(['S[["t"],"x"]']);
    expect(encodeBatch([item("x"), item("y")], 7900, next)).toEqual(['B1|[[["t"],"x"],[["t"],"y"]]']);
    const many = Array.from({ length: 1000 }, (_, i) => item({ i, text: "Grüße" }));
    const frames = encodeBatch([...many, item("é".repeat(10_000)), item("last")], 7900, next);
    for (const frame of frames) expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(7900);
    expect(frames.length).toBeLessThan(20);
    expect(frames.at(-1)).toBe('S[["t"],"last"]');
    expect(frames.filter((f) => f.startsWith("C")).length).toBeGreaterThan(2);
  });
});

describe("PostgreSQL PubSub", () => {
  it("sends what is published during a round trip together: in order, in far fewer notifications", async () => {
    const a = await bus();
    const b = await bus();
    // A raw listener counts the notifications on the wire.
    const raw = new pg.Client({ connectionString: url });
    await raw.connect();
    let notifications = 0;
    raw.on("notification", () => notifications++);
    await raw.query("LISTEN parley_pubsub_test");
    try {
      const seen: unknown[] = [];
      await b.subscribe("fast", (m) => seen.push(m));
      // Equal messages too: PostgreSQL folds equal notifications of one transaction into one.
      const sent = Array.from({ length: 2000 }, (_, i) => (i % 100 === 0 ? "same" : { i }));
      await Promise.all(sent.map((m) => a.publish("fast", m)));
      await until(() => seen.length === sent.length, 10_000);
      expect(seen).toEqual(sent);
      expect(notifications).toBeLessThan(sent.length / 10);
    } finally {
      await raw.end();
    }
  });

  it("delivers across instances, in order, to the subscribed topics only", async () => {
    const a = await bus();
    const b = await bus();
    const onB: unknown[] = [];
    const otherTopic: unknown[] = [];
    await b.subscribe("room", (m) => onB.push(m));
    await b.subscribe("elsewhere", (m) => otherTopic.push(m));
    const onA: unknown[] = [];
    await a.subscribe("room", (m) => onA.push(m));
    for (let i = 0; i < 50; i++) void a.publish("room", { i });
    await a.publish("room", { i: 50 });
    await until(() => onB.length === 51 && onA.length === 51);
    expect(onB).toEqual(Array.from({ length: 51 }, (_, i) => ({ i })));
    expect(onA).toEqual(onB);
    expect(otherTopic).toEqual([]);
  });

  it("carries messages far above NOTIFY's 8000-byte limit, interleaved with small ones in order", async () => {
    const a = await bus();
    const b = await bus();
    const seen: unknown[] = [];
    await b.subscribe("big", (m) => seen.push(m));
    const large = { text: "Grüße 😀 ".repeat(30_000) };
    void a.publish("big", "first");
    void a.publish("big", large);
    await a.publish("big", "last");
    await until(() => seen.length === 3, 10_000);
    expect(seen[0]).toBe("first");
    expect(seen[1]).toEqual(large);
    expect(seen[2]).toBe("last");
  });

  it("sends one message to many topics, and stops delivering after unsubscribe", async () => {
    const a = await bus();
    const b = await bus(200);
    const got: string[] = [];
    const off = await b.subscribe("m:1", (m) => got.push(`1:${String(m)}`));
    await b.subscribe("m:2", (m) => got.push(`2:${String(m)}`));
    await a.publishToMany?.(["m:1", "m:2", "m:3"], "hello");
    await until(() => got.length === 2);
    expect(got.sort()).toEqual(["1:hello", "2:hello"]);
    await off();
    // Small payload limit on the publisher side too: pieces.
    await b.publishToMany?.(["m:1", "m:2"], "x".repeat(1000));
    await until(() => got.length === 3);
    expect(got[2]).toBe(`2:${"x".repeat(1000)}`);
  });

  it("isolates a throwing subscriber", async () => {
    const errors: unknown[] = [];
    const a = await createPostgresPubSub({
      url,
      channel: "parley_pubsub_test",
      onError: (e) => errors.push(e),
    });
    buses.push(a);
    const seen: unknown[] = [];
    await a.subscribe("t", () => {
      throw new Error("boom");
    });
    await a.subscribe("t", (m) => seen.push(m));
    await a.publish("t", 1);
    await until(() => seen.length === 1);
    expect(errors).toHaveLength(1);
  });
});
