// Messages between render-pool.ts and its workers (render-worker.ts).

/** Pool → worker: a snapshot's message contents, rendered in `order` (shortest first). */
export interface RenderJobMessage {
  id: number;
  contents: readonly string[];
  order: readonly number[];
}

/** Worker → pool: loaded; one message's HTML (null: it failed); the job is finished. */
export type RenderResultMessage =
  | { type: "ready" }
  | { type: "result"; job: number; index: number; html: string | null }
  | { type: "done"; job: number };
