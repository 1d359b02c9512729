// The models registry of an account: what users see (modelSchema) plus the provider configuration.
// Every statement is scoped by the account id the caller passes in.
import type { ModelSourceType, ParameterSchemaEntry } from "@parley/shared-contracts/api/models";
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable, SqlParam } from "../../lib/db/database.ts";

export const OFFLINE_MODEL = {
  name: "offline-demo",
  displayName: "Offline demo",
  usageNote:
    "Answers on this server without any network: an echo of your message in markdown with code, math and a table. For trying Parley without an API key.",
  contextSize: 32_768,
} as const;

export interface ModelRow {
  id: number;
  account_id: number;
  name: string;
  display_name: string;
  source_type: ModelSourceType;
  is_offline: boolean;
  icon: string | null;
  tags: ("search" | "image")[];
  recommended: boolean;
  disabled: boolean;
  is_trial_model: boolean;
  trial_model_logo: string | null;
  supported_file_types: string[];
  usage_note: string;
  parameter_schema: Record<string, ParameterSchemaEntry>;
  /** numeric: decimal strings. */
  price_input_per_token: string;
  price_output_per_token: string;
  provider_model: string | null;
  base_url: string | null;
  context_size: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, account_id, name, display_name, source_type, is_offline, icon, tags, recommended, disabled,
  is_trial_model, trial_model_logo, supported_file_types, usage_note, parameter_schema,
  price_input_per_token, price_output_per_token, provider_model, base_url, context_size, created_at, updated_at`;

/** Columns an insert or update may set, with the SQL cast each needs. */
export const MODEL_FIELDS = {
  name: "",
  display_name: "",
  source_type: "",
  icon: "",
  tags: "::jsonb",
  recommended: "",
  disabled: "",
  is_trial_model: "",
  trial_model_logo: "",
  supported_file_types: "::jsonb",
  usage_note: "",
  parameter_schema: "::jsonb",
  price_input_per_token: "::numeric",
  price_output_per_token: "::numeric",
  provider_model: "",
  base_url: "",
  context_size: "",
} as const;
export type ModelField = keyof typeof MODEL_FIELDS;
export type ModelValues = Partial<Record<ModelField, SqlParam>>;

export async function ensureOfflineModel(db: Queryable, accountId: number): Promise<void> {
  await db.query(
    `INSERT INTO models (account_id, name, display_name, source_type, is_offline, usage_note, context_size)
     VALUES ($1, $2, $3, 'offline', true, $4, $5) ON CONFLICT (account_id, name) DO NOTHING`,
    [
      accountId,
      OFFLINE_MODEL.name,
      OFFLINE_MODEL.displayName,
      OFFLINE_MODEL.usageNote,
      OFFLINE_MODEL.contextSize,
    ],
  );
}

export function listModels(db: Queryable, accountId: number): Promise<ModelRow[]> {
  return db.query<ModelRow>(`SELECT ${COLUMNS} FROM models WHERE account_id = $1 ORDER BY position, id`, [
    accountId,
  ]);
}

export function findModel(db: Queryable, accountId: number, modelId: number): Promise<ModelRow | undefined> {
  return maybeOne<ModelRow>(db, `SELECT ${COLUMNS} FROM models WHERE account_id = $1 AND id = $2`, [
    accountId,
    modelId,
  ]);
}

export function findModelByName(
  db: Queryable,
  accountId: number,
  name: string,
): Promise<ModelRow | undefined> {
  return maybeOne<ModelRow>(db, `SELECT ${COLUMNS} FROM models WHERE account_id = $1 AND name = $2`, [
    accountId,
    name,
  ]);
}

function assignments(values: ModelValues, firstParam: number): { sql: string[]; params: SqlParam[] } {
  const sql: string[] = [];
  const params: SqlParam[] = [];
  for (const field of Object.keys(MODEL_FIELDS) as ModelField[]) {
    const value = values[field];
    if (value === undefined) continue;
    params.push(value);
    sql.push(`${field} = $${firstParam + params.length - 1}${MODEL_FIELDS[field]}`);
  }
  return { sql, params };
}

export function insertModel(db: Queryable, accountId: number, values: ModelValues): Promise<ModelRow> {
  const fields = (Object.keys(MODEL_FIELDS) as ModelField[]).filter((f) => values[f] !== undefined);
  const params = fields.map((f) => values[f] ?? null);
  const placeholders = fields.map((f, i) => `$${i + 2}${MODEL_FIELDS[f]}`);
  return one<ModelRow>(
    db,
    `INSERT INTO models (account_id, ${fields.join(", ")}) VALUES ($1, ${placeholders.join(", ")})
     RETURNING ${COLUMNS}`,
    [accountId, ...params],
  );
}

/** Applies the given fields (absent ones unchanged); undefined when the model is not the account's. */
export function updateModel(
  db: Queryable,
  accountId: number,
  modelId: number,
  values: ModelValues,
): Promise<ModelRow | undefined> {
  const { sql, params } = assignments(values, 3);
  return maybeOne<ModelRow>(
    db,
    `UPDATE models SET ${[...sql, "updated_at = now()"].join(", ")}
     WHERE account_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [accountId, modelId, ...params],
  );
}

export async function deleteModel(db: Queryable, accountId: number, modelId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    "DELETE FROM models WHERE account_id = $1 AND id = $2 RETURNING id",
    [accountId, modelId],
  );
  return rows.length > 0;
}

/** Gives the listed models positions 0, 1, 2… in that order (ids of other workspaces change nothing). */
export async function setModelOrder(db: Queryable, accountId: number, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.query(`UPDATE models SET position = $3 WHERE account_id = $1 AND id = $2`, [
      accountId,
      id,
      position,
    ]);
  }
}
