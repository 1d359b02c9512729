// Turns a reply's parts into its text with the chunk types inline as tags (reasoning → <think>…),
// publishes the new text to followers (coalesced to one event per event-loop turn: a fast provider
// sends thousands of tiny deltas) and persists it in batches (every 50 ms or 4 KB: bigger batches
// cost the embedded database fewer commits on a fast stream), so a reader on another instance can
// replay it and a crash loses at most one batch. Control characters from the model or a tool (a NUL
// that PostgreSQL text refuses, escapes that garble a terminal) are stripped as they are written.
// A resumed reply (handover.ts) starts from what is stored: new text follows it at the stored offset,
// batches continue its numbering, and an open section (thinking, say) stays open.
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
  /** A reply resumed on this instance: what another one stored of it. */
  resume?: WriterResume | undefined;
}

export interface WriterResume {
  /** The stored text (tags included); the writer continues after it. */
  text: string;
  /** The next batch's `seq`. */
  nextSeq: number;
  /**
   * The model writes the reply again from its start (the offline model regenerates it): the first
   * `text.length` characters it writes are the stored ones and are dropped.
   */
  replay?: boolean;
}

const SECTION_OF_TAG = new Map(
  Object.entries(CHUNK_TAGS).map(([type, tag]) => [tag, type as StreamChunkType]),
);
const TAG = new RegExp(`<(/?)(${[...SECTION_OF_TAG.keys()].join("|")})>`, "g");

/** The section a stored reply ends in: the type of its last tag if that one opens a section. */
export function openSection(text: string): StreamChunkType {
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(TAG)) last = match;
  if (last === undefined || last[1] === "/") return "text";
  return SECTION_OF_TAG.get(last[2] ?? "") ?? "text";
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
  const resume = options.resume;
  let text = resume?.text ?? "";
  // Replayed from the start, the model reopens the sections itself.
  let section: StreamChunkType = resume === undefined || resume.replay ? "text" : openSection(text);
  let published = text.length;
  let persisted = text.length;
  let seq = resume?.nextSeq ?? 0;
  /** Characters a replay still writes again (stored already): dropped. */
  let replayed = resume?.replay ? text.length : 0;
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

  const append = (written: string) => {
    const value = written.slice(replayed);
    replayed = Math.max(0, replayed - written.length);
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
