// A real PostgreSQL through a `pg` pool. int8 is parsed to a number so rows match PGlite's (our int8
// values — counts and ids — stay far below 2^53).
import pg from "pg";
import type { Database, Queryable, SqlParam } from "./database.ts";

const INT8_OID = 20;

/** A column parser; pg-types declares the ones it returns as giving any. */
type ColumnParser = (value: string) => unknown;

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary"): ColumnParser =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format ?? "text") as ColumnParser)) as typeof pg.types.getTypeParser,
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query<Row & pg.QueryResultRow>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PgOptions {
  /** Pool size; the default suits one server instance. */
  max?: number;
  onError?: (error: Error) => void;
}

export async function openPostgres(url: string, options: PgOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => options.onError?.(error));
  // Fail at boot with the driver's message when the URL is wrong, not at the first request.
  await pool.query("SELECT 1");
  const base = wrap(pool);
  return {
    driver: "postgres",
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async script<Row extends object>(sql: string) {
      // The simple protocol answers one result per statement; pool.query drops a connection whose
      // statement failed, so an aborted transaction never reaches the next caller.
      const result = (await pool.query<Row & pg.QueryResultRow>(sql)) as
        pg.QueryResult<Row & pg.QueryResultRow> | pg.QueryResult<Row & pg.QueryResultRow>[];
      return (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows ?? []);
    },
    close: () => pool.end(),
  };
}
