// Public snapshot pages as bytes, built once per snapshot revision and variant (language, template)
// however many visitors arrive together, and served from memory afterwards. A view first reads only
// the snapshot's id and a hash of its data (no message), so a page already built costs a small query
// and a Buffer write. That read is made on every view, so a snapshot made private or deleted is gone
// on the next request. A page not built yet is read in full, its markdown rendered (render pool) and
// the page built in the page worker: the request thread only parses the row. Every database read goes
// through one FairGate: the share host holds at most `reads` of the pool's connections, and one
// workspace's flood of views waits in its own lane.
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { readPublicSnapshotRevision, readPublicSnapshotWithAccount } from "../snapshots/service.ts";
import { FairGate } from "./fair-gate.ts";
import { snapshotParts } from "./message-parts.ts";
import type { PageOrigins } from "./page-context.ts";
import type { PageInput } from "./page-protocol.ts";
import { SizedLru } from "./sized-lru.ts";
import type { SnapshotMarkdown } from "./snapshot-markdown.ts";

/** What builds a page from its input (page-builder.ts; tests substitute their own). */
export interface PageBuilding {
  build(input: PageInput): Promise<Buffer>;
}

export interface SnapshotPagesOptions {
  db: Database;
  /** The share host's origin (the snapshot's public URL). */
  shareOrigin: string;
  origins: PageOrigins;
  markdown: SnapshotMarkdown;
  builder: PageBuilding;
  /** Memory the cached pages may take at most (bytes); 0: no cache. */
  cacheBytes: number;
  /** The share host's database reads at once, at most. */
  reads: number;
}

export interface PageRequest {
  uuid: string;
  language: LanguageCode;
  template: string;
  /** Changes when the template does (a deploy): part of the cache key. */
  templateVersion: number;
}

export interface SnapshotPages {
  /** The page of a public snapshot; undefined when it is private, deleted or never was. */
  page(request: PageRequest): Promise<Buffer | undefined>;
  /** Pages built, and views answered from the cache or a build in flight (tests, logs). */
  readonly stats: { built: number; reused: number };
}

/** Lookups (no workspace known yet) wait in a lane of their own beside the workspaces' reads. */
const LOOKUP_LANE = "lookup";

export function createSnapshotPages(options: SnapshotPagesOptions): SnapshotPages {
  const gate = new FairGate(options.reads);
  const cache = new SizedLru<Buffer>(options.cacheBytes, (page) => page.byteLength);
  const building = new Map<string, Promise<Buffer | undefined>>();
  const stats = { built: 0, reused: 0 };

  const readSnapshot = (uuid: string, lane: string) =>
    gate.run(lane, () =>
      readPublicSnapshotWithAccount(options.db, uuid, options.shareOrigin).catch((error: unknown) => {
        // Made private or deleted since the lookup.
        if (error instanceof HttpError && error.statusCode === 404) return undefined;
        throw error;
      }),
    );

  const build = async (key: string, request: PageRequest, lane: string) => {
    const read = await readSnapshot(request.uuid, lane);
    if (read === undefined) return undefined;
    const { snapshot } = read;
    const sources = snapshotParts(snapshot.conversation_data.messages).sources;
    // Outside the gate: the render waits for a worker, not for the database.
    const markdown = await options.markdown.render({ uuid: snapshot.uuid, lane, contents: sources });
    const page = await options.builder.build({
      template: request.template,
      language: request.language,
      origins: options.origins,
      snapshot,
      html: markdown.html,
    });
    stats.built++;
    // A page with parts still waiting for their render is not kept: the next view may get them.
    if (markdown.complete) cache.set(key, page);
    return page;
  };

  return {
    async page(request) {
      const found = await gate.run(LOOKUP_LANE, () => readPublicSnapshotRevision(options.db, request.uuid));
      if (found === undefined) return undefined;
      const key = `${found.id}:${found.revision}:${request.language}:${request.templateVersion}`;
      const cached = cache.get(key);
      if (cached !== undefined) {
        stats.reused++;
        return cached;
      }
      const pending = building.get(key);
      if (pending !== undefined) {
        stats.reused++;
        return pending;
      }
      const started = build(key, request, String(found.accountId)).finally(() => building.delete(key));
      building.set(key, started);
      return started;
    },
    stats,
  };
}
