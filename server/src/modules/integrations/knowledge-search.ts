// Asks the member's active knowledge-source account for what it knows about a message (the
// knowledge-source query result that DLP checks and the model reads:
// docs/product/dlp.md § DLP warning dialog). No account, an inactive one or an unconfigured service: nothing.
// A refused token marks the account Failed (the panel offers Reconnect); a service that does not answer
// leaves the reply without results.
import type { ModelMessage } from "ai";
import { z } from "zod";
import type { KnowledgeSourceConfig } from "../../config.ts";
import type { Database } from "../../lib/db/database.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import type { Owner } from "./repository.ts";

export interface KnowledgeResult {
  name: string;
  text: string;
}

export type KnowledgeSearch = (owner: Owner, query: string) => Promise<KnowledgeResult[]>;

const answerSchema = z.object({
  matched_chunks: z.array(
    z.object({ document: z.object({ name: z.string() }), matched_content: z.string() }),
  ),
});

const QUERY_CHARS = 1000;

export function createKnowledgeSearch(deps: {
  db: Database;
  box: SecretBox;
  config: KnowledgeSourceConfig | undefined;
  fetch: typeof fetch;
  log?: { warn: (obj: object, msg: string) => void };
}): KnowledgeSearch {
  return async (owner, query) => {
    if (!deps.config || query.trim() === "") return [];
    const [row] = await deps.db.query<{ id: number; access_token_sealed: string }>(
      `SELECT id, access_token_sealed FROM knowledge_integrations
       WHERE account_id = $1 AND member_id = $2 AND is_active AND status = 'Active' ORDER BY id LIMIT 1`,
      [owner.accountId, owner.memberId],
    );
    if (!row) return [];
    try {
      const token = deps.box.open(row.access_token_sealed, `knowledge-integration:${row.id}`);
      const url = new URL(`${deps.config.url}/api/search`);
      url.searchParams.set("q", query.slice(0, QUERY_CHARS));
      const response = await deps.fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (response.status === 401) {
        await deps.db.query(
          "UPDATE knowledge_integrations SET status = 'Failed' WHERE account_id = $1 AND id = $2",
          [owner.accountId, row.id],
        );
        return [];
      }
      const answer = answerSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !answer.success) return [];
      return answer.data.matched_chunks.map((c) => ({ name: c.document.name, text: c.matched_content }));
    } catch (error) {
      deps.log?.warn({ err: error }, "knowledge-source search failed");
      return [];
    }
  };
}

/** The results as the model reads them, after the message (like attached documents). */
export function withKnowledge(text: string, results: readonly KnowledgeResult[]): string {
  if (results.length === 0) return text;
  const blocks = results.map(
    (r) => `<knowledge_result name="${r.name.replace(/"/g, "'")}">\n${r.text}\n</knowledge_result>`,
  );
  return `${text}\n\nKnowledge-source results:\n${blocks.join("\n\n")}`;
}

/** Appends the results to the prompt's last user message (its text, or its first text part). */
export function addKnowledgeResults(messages: ModelMessage[], results: readonly KnowledgeResult[]): void {
  const index = messages.findLastIndex((m) => m.role === "user");
  const last = messages[index];
  if (!last || last.role !== "user") return;
  if (typeof last.content === "string") {
    messages[index] = { ...last, content: withKnowledge(last.content, results) };
    return;
  }
  let done = false;
  messages[index] = {
    ...last,
    content: last.content.map((part) => {
      if (done || part.type !== "text") return part;
      done = true;
      return { ...part, text: withKnowledge(part.text, results) };
    }),
  };
}
