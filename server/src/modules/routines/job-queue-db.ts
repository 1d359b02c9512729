// pg-boss over our query layer (its `db` option): parameterised statements go through `query`, the
// parameterless multi-statement blocks pg-boss uses for its migrations and advisory-locked claims
// through `script`. So the queue runs on PGlite and PostgreSQL alike, and a job can be sent inside
// one of our transactions (a Queryable) so it commits or rolls back with the rows it belongs to.
import type { Database, Queryable, SqlParam } from "../../lib/db/database.ts";

export interface JobQueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function jobQueueDb(db: Database): JobQueueDb {
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0)
        return { rows: await db.query<object>(text, values as SqlParam[]) };
      return { rows: await db.script<object>(text) };
    },
  };
}

/** The same inside one of our transactions (only parameterised statements are sent there). */
export function jobQueueTx(tx: Queryable): JobQueueDb {
  return {
    async executeSql(text, values) {
      return { rows: await tx.query<object>(text, (values ?? []) as SqlParam[]) };
    },
  };
}
