// The cross-instance PubSub over PostgreSQL LISTEN/NOTIFY (selected when DATABASE_URL is set). One
// channel carries every topic; each instance keeps its subscribers locally and filters by topic, so
// subscribing costs no round trip. Publishes go out one statement at a time on a dedicated connection,
// so messages of one publisher keep their order; the messages published while a statement is on its
// way go out together in the next one, several to a frame (500 fast replies streaming at once would
// otherwise need 25,000 NOTIFY round trips a second: bench/concurrent-streams). A frame of one message
// keeps the earlier format, which instances of older builds read during a rolling upgrade. NOTIFY
// payloads are limited to 8000 bytes: a larger message is cut into pieces joined again by each
// listener. One statement sends all of a batch's frames, so they are delivered together and in order.
// Every instance — the publisher too — receives its messages through LISTEN.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { PubSub } from "./pubsub.ts";

export interface PostgresPubSubOptions {
  url: string;
  /** The NOTIFY channel (tests use their own). */
  channel?: string;
  onError?: (error: unknown) => void;
  /** Largest payload of one NOTIFY in bytes (PostgreSQL's limit is 8000; lower only in tests). */
  maxPayloadBytes?: number;
}

const DEFAULT_CHANNEL = "parley_pubsub";
const DEFAULT_MAX_PAYLOAD = 7900;
const RECONNECT_MS = 1000;

/** Frames on the channel: S = whole message `[topics, message]`, C = piece `id|index|count|text`. */
function encodeWhole(topics: readonly string[], message: unknown): string {
  return `S${JSON.stringify([topics, message])}`;
}

/** Splits `text` into pieces of at most `maxBytes` UTF-8 bytes, never inside a character. */
export function splitUtf8(text: string, maxBytes: number): string[] {
  const pieces: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char, "utf8");
    if (bytes + size > maxBytes && current !== "") {
      pieces.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  if (current !== "" || pieces.length === 0) pieces.push(current);
  return pieces;
}

/** What one publish asks: its topics and message, and who waits for it to be sent. */
interface Outgoing {
  topics: readonly string[];
  message: unknown;
  done: { resolve: () => void; reject: (error: unknown) => void };
}

/**
 * The frames of messages published together, in order: consecutive messages share a `B` frame
 * (`B<sequence>|[[topics, message], …]`; the sequence keeps two equal frames of one statement apart,
 * which PostgreSQL would otherwise deliver once) while it fits; a lone one is an `S` frame and one too
 * large for a frame goes in `C` pieces.
 */
export function encodeBatch(
  items: readonly { topics: readonly string[]; message: unknown }[],
  maxBytes: number,
  nextSequence: () => number,
): string[] {
  const frames: string[] = [];
  let group: string[] = [];
  let groupBytes = 0;
  const flush = () => {
    if (group.length === 1) frames.push(`S${group[0]}`);
    else if (group.length > 1) frames.push(`B${nextSequence()}|[${group.join(",")}]`);
    group = [];
    groupBytes = 0;
  };
  // Room for the B frame's prefix with a long sequence number, its brackets and a comma per entry.
  const room = maxBytes - 24;
  for (const item of items) {
    const entry = JSON.stringify([item.topics, item.message]);
    const bytes = Buffer.byteLength(entry, "utf8") + 1;
    if (bytes > room) {
      flush();
      frames.push(...encodeFrames(item.topics, item.message, maxBytes));
      continue;
    }
    if (groupBytes + bytes > room) flush();
    group.push(entry);
    groupBytes += bytes;
  }
  flush();
  return frames;
}

export function encodeFrames(topics: readonly string[], message: unknown, maxBytes: number): string[] {
  const whole = encodeWhole(topics, message);
  if (Buffer.byteLength(whole, "utf8") <= maxBytes) return [whole];
  const id = randomUUID();
  const header = (index: number, count: number) => `C${id}|${index}|${count}|`;
  // Room for the header with the largest index/count numbers.
  const room = maxBytes - Buffer.byteLength(header(999_999, 999_999), "utf8");
  const pieces = splitUtf8(whole.slice(1), room);
  return pieces.map((piece, index) => `${header(index, pieces.length)}${piece}`);
}

export async function createPostgresPubSub(options: PostgresPubSubOptions): Promise<PubSub> {
  const channel = options.channel ?? DEFAULT_CHANNEL;
  const maxBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD;
  const report = (error: unknown) => options.onError?.(error);
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);

  const topics = new Map<string, Set<(message: unknown) => void>>();
  const partial = new Map<string, string[]>();
  let closing = false;

  const deliver = (targets: readonly string[], message: unknown) => {
    for (const topic of targets) {
      const handlers = topics.get(topic);
      if (handlers === undefined) continue;
      for (const handler of [...handlers]) {
        try {
          handler(message);
        } catch (error) {
          report(error);
        }
      }
    }
  };

  const receive = (payload: string) => {
    try {
      if (payload.startsWith("S")) {
        const [targets, message] = JSON.parse(payload.slice(1)) as [string[], unknown];
        deliver(targets, message);
        return;
      }
      if (payload.startsWith("B")) {
        const entries = JSON.parse(payload.slice(payload.indexOf("|") + 1)) as [string[], unknown][];
        for (const [targets, message] of entries) deliver(targets, message);
        return;
      }
      if (!payload.startsWith("C")) return;
      const a = payload.indexOf("|");
      const b = payload.indexOf("|", a + 1);
      const c = payload.indexOf("|", b + 1);
      const id = payload.slice(1, a);
      const index = Number(payload.slice(a + 1, b));
      const count = Number(payload.slice(b + 1, c));
      const rest = payload.slice(c + 1);
      let pieces = partial.get(id);
      if (pieces === undefined) {
        pieces = [];
        partial.set(id, pieces);
      }
      pieces[index] = rest;
      if (index === count - 1) {
        partial.delete(id);
        const [targets, message] = JSON.parse(pieces.join("")) as [string[], unknown];
        deliver(targets, message);
      }
    } catch (error) {
      report(error);
    }
  };

  // The listening connection; reconnects (and listens again) when the server drops it.
  let listener: pg.Client | undefined;
  const connectListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url });
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) receive(message.payload);
    });
    client.on("error", (error) => {
      report(error);
      if (listener === client) listener = undefined;
      client.end().catch(() => undefined);
      if (!closing) setTimeout(() => void connectListener().catch(report), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
  };
  await connectListener();

  // The publishing connection, used by one publish at a time (order, and pieces in one transaction);
  // replaced by a fresh one after it failed.
  let publisher: pg.Client | undefined;
  const publisherClient = async (): Promise<pg.Client> => {
    if (publisher !== undefined) return publisher;
    const client = new pg.Client({ connectionString: options.url });
    client.on("error", (error) => {
      report(error);
      if (publisher === client) publisher = undefined;
    });
    await client.connect();
    publisher = client;
    return client;
  };
  await publisherClient();
  // Waiting publishes, and the statement on its way (resolved when it is answered).
  let pending: Outgoing[] = [];
  let inFlight: Promise<void> | undefined;
  let sequence = 0;
  const nextSequence = () => (sequence = (sequence + 1) % 1_000_000_000);

  const notify = async (frames: readonly string[]) => {
    const client = await publisherClient();
    if (frames.length === 1) {
      await client.query("SELECT pg_notify($1, $2)", [channel, frames[0]]);
      return;
    }
    // One statement: its notifications are delivered together, in the array's order.
    await client.query("SELECT pg_notify($1, frame) FROM unnest($2::text[]) AS frame", [channel, frames]);
  };

  const pump = () => {
    if (inFlight !== undefined || pending.length === 0) return;
    const batch = pending;
    pending = [];
    inFlight = notify(encodeBatch(batch, maxBytes, nextSequence)).then(
      () => {
        for (const item of batch) item.done.resolve();
      },
      (error: unknown) => {
        for (const item of batch) item.done.reject(error);
      },
    );
    void inFlight.finally(() => {
      inFlight = undefined;
      pump();
    });
  };

  const send = (targets: readonly string[], message: unknown): Promise<void> => {
    if (closing) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      pending.push({ topics: targets, message, done: { resolve, reject } });
      pump();
    });
  };

  return {
    publish: (topic, message) => send([topic], message),
    publishToMany: (targets, message) => (targets.length === 0 ? Promise.resolve() : send(targets, message)),
    async subscribe(topic, handler) {
      let handlers = topics.get(topic);
      if (handlers === undefined) {
        handlers = new Set();
        topics.set(topic, handlers);
      }
      const entry = (message: unknown) => handler(message);
      handlers.add(entry);
      return async () => {
        const current = topics.get(topic);
        current?.delete(entry);
        if (current?.size === 0) topics.delete(topic);
      };
    },
    async close() {
      closing = true;
      // What was published before close still goes out.
      while (inFlight !== undefined) await inFlight.catch(() => undefined);
      topics.clear();
      await Promise.allSettled([publisher?.end(), listener?.end()]);
    },
  };
}
