// Turns a reply's parts into its text with the chunk types inline as tags (reasoning → <think>…),
// publishes the new text to followers (coalesced to one event per event-loop turn: a fast provider
// sends thousands of tiny deltas) and persists it in batches (every 50 ms or 4 KB: bigger batches
// cost the embedded database fewer commits on a fast stream), so a reader on another instance can
// replay it and a crash loses at most one batch. Control characters from the model or a tool (a NUL
// that PostgreSQL text refuses, escapes that garble a terminal) are stripped as they are written.
import { CHUNK_TAGS } from "@parley/shared-contracts/api/messages";
import type { StreamChunkType } from "@parley/shared-contracts/api/messages";
import { stripControlCharacters } from "../../lib/nul-characters.ts";
import type { DeltaEvent } from "./events.ts";

export interface ReplyWriterOptions {
  /** Stores one batch: `seq` 0, 1, ...; `offset` is where `text` starts in the reply. */
  persist: (seq: number, offset: number, text: string) => Promise<void>;
  publish: (event: DeltaEvent) => void;
  onPersistError: (error: unknown) => void;
  flushMs?: number;
  flushChars?: number;
}

export interface ReplyWriter {
  /** Appends text of a chunk type; a change of type closes the open tag and opens the new one. */
  write(type: StreamChunkType, text: string): void;
  /** Closes an open tag (the reply ends, or an exception follows). */
  closeSection(): void;
  /** The reply so far, tags included. */
  readonly text: string;
  /** Publishes and persists everything written so far; resolves when stored. */
  flush(): Promise<void>;
}

export function createReplyWriter(options: ReplyWriterOptions): ReplyWriter {
  const flushMs = options.flushMs ?? 50;
  const flushChars = options.flushChars ?? 4096;
  let text = "";
  let section: StreamChunkType = "text";
  let published = 0;
  let persisted = 0;
  let seq = 0;
  let publishScheduled = false;
  let persistTimer: NodeJS.Timeout | undefined;
  let persisting: Promise<void> = Promise.resolve();

  const publishPending = () => {
    publishScheduled = false;
    if (published === text.length) return;
    const event: DeltaEvent = { kind: "delta", offset: published, text: text.slice(published) };
    published = text.length;
    options.publish(event);
  };

  const persistPending = (): Promise<void> => {
    if (persistTimer !== undefined) {
      clearTimeout(persistTimer);
      persistTimer = undefined;
    }
    if (persisted === text.length) return persisting;
    const offset = persisted;
    const batch = text.slice(offset);
    const batchSeq = seq++;
    persisted = text.length;
    // Batches are stored one after another, in order, whatever the database's latency.
    persisting = persisting.then(() =>
      options.persist(batchSeq, offset, batch).catch(options.onPersistError),
    );
    return persisting;
  };

  const append = (value: string) => {
    if (value === "") return;
    text += value;
    if (!publishScheduled) {
      publishScheduled = true;
      setImmediate(publishPending);
    }
    if (text.length - persisted >= flushChars) void persistPending();
    else persistTimer ??= setTimeout(() => void persistPending(), flushMs);
  };

  const closeSection = () => {
    if (section !== "text") append(`</${CHUNK_TAGS[section]}>`);
    section = "text";
  };

  return {
    write(type, raw) {
      const value = stripControlCharacters(raw);
      if (value === "") return;
      if (type !== section) {
        closeSection();
        if (type !== "text") append(`<${CHUNK_TAGS[type]}>`);
        section = type;
      }
      append(value);
    },
    closeSection,
    get text() {
      return text;
    },
    flush() {
      publishPending();
      return persistPending();
    },
  };
}
