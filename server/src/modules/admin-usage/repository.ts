// What a workspace's replies cost over a period (both days included, UTC), per member and model and
// per day. Every statement is scoped by the account id the caller passes in.
import type { Queryable } from "../../lib/db/database.ts";

export interface UsageRow {
  member: string | null;
  model: string | null;
  replies: number;
  input_tokens: number;
  output_tokens: number;
  cost: string;
}

export function usageByMemberAndModel(
  db: Queryable,
  accountId: number,
  from: string,
  to: string,
): Promise<UsageRow[]> {
  return db.query<UsageRow>(
    `SELECT mem.email AS member, m.model_display_name AS model, count(*)::int AS replies,
            sum(m.input_tokens)::int AS input_tokens, sum(m.output_tokens)::int AS output_tokens,
            sum(m.cost)::text AS cost
     FROM messages m LEFT JOIN members mem ON mem.account_id = m.account_id AND mem.id = m.sender_id
     WHERE m.account_id = $1 AND m.type = 'assistant'
       AND m.created_at >= $2::date AND m.created_at < $3::date + 1
     GROUP BY mem.email, m.model_display_name ORDER BY sum(m.cost) DESC, mem.email, m.model_display_name`,
    [accountId, from, to],
  );
}

export function usageByDay(
  db: Queryable,
  accountId: number,
  from: string,
  to: string,
): Promise<{ day: string; cost: string }[]> {
  return db.query<{ day: string; cost: string }>(
    `SELECT to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(m.cost)::text AS cost
     FROM messages m
     WHERE m.account_id = $1 AND m.type = 'assistant'
       AND m.created_at >= $2::date AND m.created_at < $3::date + 1
     GROUP BY 1 ORDER BY 1`,
    [accountId, from, to],
  );
}
