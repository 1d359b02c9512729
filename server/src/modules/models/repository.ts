// Models of an account. For now only the built-in offline model every workspace gets; the
// conversations issue adds provider models.
import type { Queryable } from "../../lib/db/database.ts";

export const OFFLINE_MODEL = { name: "offline-demo", displayName: "Offline demo" } as const;

export interface ModelRow {
  id: number;
  name: string;
  display_name: string;
  source_type: string;
  is_offline: boolean;
}

export async function ensureOfflineModel(db: Queryable, accountId: number): Promise<void> {
  await db.query(
    `INSERT INTO models (account_id, name, display_name, source_type, is_offline)
     VALUES ($1, $2, $3, 'offline', true) ON CONFLICT (account_id, name) DO NOTHING`,
    [accountId, OFFLINE_MODEL.name, OFFLINE_MODEL.displayName],
  );
}

export function listModels(db: Queryable, accountId: number): Promise<ModelRow[]> {
  return db.query<ModelRow>(
    "SELECT id, name, display_name, source_type, is_offline FROM models WHERE account_id = $1 ORDER BY id",
    [accountId],
  );
}
