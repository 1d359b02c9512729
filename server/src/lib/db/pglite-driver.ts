// PGlite: PostgreSQL compiled to WASM, in this process. File-backed in the data directory for the
// embedded default, in memory for tests. One connection: PGlite queues statements itself.
import { PGlite } from "@electric-sql/pglite";
import type { Transaction } from "@electric-sql/pglite";
import type { Database, Queryable, SqlParam } from "./database.ts";

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens PGlite on `dataDir` (created when missing), or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pg = dataDir === undefined ? await PGlite.create() : await PGlite.create({ dataDir });
  const base = wrap(pg);
  return {
    driver: "pglite",
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
