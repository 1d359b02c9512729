// A member's saved parameter values per model. Every statement is scoped by the account id.
import type { ParameterValues } from "@parley/shared-contracts/model-parameters";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export async function findModelSettings(
  db: Queryable,
  accountId: number,
  memberId: number,
  modelId: number,
): Promise<ParameterValues | undefined> {
  const row = await maybeOne<{ parameters: ParameterValues }>(
    db,
    `SELECT parameters FROM member_model_settings
     WHERE account_id = $1 AND member_id = $2 AND model_id = $3`,
    [accountId, memberId, modelId],
  );
  return row?.parameters;
}

export async function saveModelSettings(
  db: Queryable,
  accountId: number,
  memberId: number,
  modelId: number,
  parameters: ParameterValues,
): Promise<void> {
  await db.query(
    `INSERT INTO member_model_settings (account_id, member_id, model_id, parameters)
     VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (account_id, member_id, model_id)
     DO UPDATE SET parameters = EXCLUDED.parameters, updated_at = now()`,
    [accountId, memberId, modelId, JSON.stringify(parameters)],
  );
}

export async function deleteModelSettings(
  db: Queryable,
  accountId: number,
  memberId: number,
  modelId: number,
): Promise<void> {
  await db.query(
    `DELETE FROM member_model_settings WHERE account_id = $1 AND member_id = $2 AND model_id = $3`,
    [accountId, memberId, modelId],
  );
}
