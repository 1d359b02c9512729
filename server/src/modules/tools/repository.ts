// Tools of a workspace. A member reaches their own Personal tools and every Account and System tool of
// their workspace; every statement is scoped by the account id passed in.
import type { ToolCreator, ToolVariable } from "@parley/shared-contracts/api/tools";
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable, SqlParam } from "../../lib/db/database.ts";

export type ToolType = "Personal" | "Account" | "System";
export type MemberAccess = "None" | "View" | "Edit";

export interface ToolRow {
  id: number;
  account_id: number;
  owner_id: number | null;
  tool_type: ToolType;
  system_key: string | null;
  name: string;
  description: string;
  usage_notes: string;
  prompt: string;
  system_prompt: string;
  variables: ToolVariable[];
  parameters_max_tokens: number | null;
  parameters_temperature: number | null;
  creator: ToolCreator;
  version: string;
  member_prompt_access: MemberAccess;
  member_settings_access: MemberAccess;
  /** The icon in the file store, when the tool has one. */
  avatar_storage_key: string | null;
  updated_at: Date;
}

const COLUMNS = `t.id, t.account_id, t.owner_id, t.tool_type, t.system_key, t.name, t.description, t.usage_notes,
  t.prompt, t.system_prompt, t.variables, t.parameters_max_tokens, t.parameters_temperature, t.creator,
  t.version, t.member_prompt_access, t.member_settings_access, t.avatar_storage_key, t.updated_at`;

/** Of a workspace's tools, those a member may see: their own Personal ones, every Account and System one. */
const VISIBLE = `(t.tool_type <> 'Personal' OR t.owner_id = $2)`;

export function findVisibleTool(
  db: Queryable,
  accountId: number,
  memberId: number,
  toolId: number,
): Promise<ToolRow | undefined> {
  return maybeOne<ToolRow>(
    db,
    `SELECT ${COLUMNS} FROM tools t WHERE t.account_id = $1 AND ${VISIBLE} AND t.id = $3`,
    [accountId, memberId, toolId],
  );
}

const ORDER = { name: "lower(t.name)", last_updated: "t.updated_at" } as const;

export async function listVisibleTools(
  db: Queryable,
  accountId: number,
  memberId: number,
  options: { search?: string; order: keyof typeof ORDER; descending: boolean; limit: number; offset: number },
): Promise<{ rows: ToolRow[]; total: number }> {
  // A plain substring match on name and description (LIKE's wildcards escaped).
  const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filterAt = (n: number) =>
    pattern === undefined ? "" : `AND (t.name ILIKE $${n} OR t.description ILIKE $${n})`;
  const params: SqlParam[] = [accountId, memberId, options.limit, options.offset];
  if (pattern !== undefined) params.push(pattern);
  const filter = filterAt(5);
  const direction = options.descending ? "DESC" : "ASC";
  const rows = await db.query<ToolRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM tools t
     WHERE t.account_id = $1 AND ${VISIBLE} ${filter}
     ORDER BY ${ORDER[options.order]} ${direction}, t.id ${direction}
     LIMIT $3 OFFSET $4`,
    params,
  );
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const counted = await one<{ total: string }>(
    db,
    `SELECT count(*) AS total FROM tools t WHERE t.account_id = $1 AND ${VISIBLE} ${filterAt(3)}`,
    pattern === undefined ? [accountId, memberId] : [accountId, memberId, pattern],
  );
  return { rows, total: Number(counted.total) };
}

export interface ToolFields {
  name: string;
  description: string;
  usage_notes: string;
  prompt: string;
  system_prompt: string;
  variables: ToolVariable[];
  parameters_max_tokens: number | null;
  parameters_temperature: number | null;
  creator: ToolCreator;
  version: string;
}

/** The ToolFields as the ten parameters after the leading ones (the column order of both inserts). */
function fieldParams(fields: ToolFields): SqlParam[] {
  return [
    fields.name,
    fields.description,
    fields.usage_notes,
    fields.prompt,
    fields.system_prompt,
    JSON.stringify(fields.variables),
    fields.parameters_max_tokens,
    fields.parameters_temperature,
    JSON.stringify(fields.creator),
    fields.version,
  ];
}

export async function insertPersonalTool(
  db: Queryable,
  accountId: number,
  ownerId: number,
  fields: ToolFields,
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO tools (account_id, owner_id, tool_type, name, description, usage_notes, prompt, system_prompt,
                        variables, parameters_max_tokens, parameters_temperature, creator, version)
     VALUES ($1, $2, 'Personal', $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::jsonb, $12)
     RETURNING id`,
    [accountId, ownerId, ...fieldParams(fields)],
  );
  return row.id;
}

export interface ToolChanges extends Partial<ToolFields> {
  tool_type?: "Personal" | "Account";
  member_prompt_access?: MemberAccess;
  member_settings_access?: MemberAccess;
}

const JSON_COLUMNS = new Set(["variables", "creator"]);

export async function updateTool(
  db: Queryable,
  accountId: number,
  toolId: number,
  changes: ToolChanges,
): Promise<void> {
  const sets: string[] = [];
  const params: SqlParam[] = [accountId, toolId];
  for (const [column, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const json = JSON_COLUMNS.has(column);
    params.push(json ? JSON.stringify(value) : (value as SqlParam));
    sets.push(`${column} = $${params.length}${json ? "::jsonb" : ""}`);
  }
  if (sets.length === 0) return;
  await db.query(
    `UPDATE tools SET ${sets.join(", ")}, updated_at = now() WHERE account_id = $1 AND id = $2`,
    params,
  );
}

export async function deleteTool(db: Queryable, accountId: number, toolId: number): Promise<void> {
  await db.query("DELETE FROM tools WHERE account_id = $1 AND id = $2", [accountId, toolId]);
}

/** Adds the product's System tools a workspace does not have yet (idempotent). */
export async function insertSystemTool(
  db: Queryable,
  accountId: number,
  systemKey: string,
  fields: ToolFields,
): Promise<void> {
  await db.query(
    `INSERT INTO tools (account_id, owner_id, tool_type, system_key, name, description, usage_notes, prompt,
                        system_prompt, variables, parameters_max_tokens, parameters_temperature, creator, version)
     VALUES ($1, NULL, 'System', $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::jsonb, $12)
     ON CONFLICT (account_id, system_key) DO NOTHING`,
    [accountId, systemKey, ...fieldParams(fields)],
  );
}
