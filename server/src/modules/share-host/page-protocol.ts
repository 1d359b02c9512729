// Messages between page-builder.ts and its worker (page-worker.ts).
import type { PublicSnapshot } from "@parley/shared-contracts/api/snapshots";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { PageOrigins } from "./page-context.ts";

/** What a snapshot's page is made of: the template, the snapshot, its parts' HTML (null: plain text). */
export interface PageInput {
  template: string;
  language: LanguageCode;
  origins: PageOrigins;
  snapshot: PublicSnapshot;
  /** Each part's rendered markdown by source (message-parts.ts); null shows its text escaped. */
  html: readonly (string | null)[];
}

/** Builder → worker: one page to build. */
export interface PageJobMessage {
  id: number;
  input: PageInput;
}

/** Worker → builder: the page as UTF-8 (its buffer transferred), or why it failed. */
export type PageResultMessage = { id: number; page: Uint8Array } | { id: number; error: string };
