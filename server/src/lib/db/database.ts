// One small query layer over both drivers (PGlite embedded, `pg` for a real PostgreSQL): the same SQL
// runs on both, rows come back with the same JS types (int8 as number, numeric as string, jsonb parsed).

/** Values a query may bind. jsonb columns take `JSON.stringify(...)` with a `::jsonb` cast in the SQL. */
export type SqlParam = string | number | boolean | null | Date;

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row extends object>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly driver: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs a script of several statements without parameters and returns the rows of all of them in
   * order (the job queue's BEGIN … RETURNING … COMMIT blocks). A failed script leaves no transaction
   * open behind it.
   */
  script<Row extends object>(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}

/** The first row, or undefined. */
export async function maybeOne<Row extends object>(
  db: Queryable,
  sql: string,
  params?: readonly SqlParam[],
): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}

/** The first row; throws when the statement returned none. */
export async function one<Row extends object>(
  db: Queryable,
  sql: string,
  params?: readonly SqlParam[],
): Promise<Row> {
  const row = await maybeOne<Row>(db, sql, params);
  if (row === undefined) throw new Error(`Expected a row from: ${sql.slice(0, 80)}`);
  return row;
}

/** SQLSTATE of a driver error (both drivers expose `code`). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string") {
    return error.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";

/** The constraint or index a driver error names (both drivers expose `constraint`). */
export function sqlConstraint(error: unknown): string | undefined {
  if (
    typeof error === "object" &&
    error !== null &&
    "constraint" in error &&
    typeof error.constraint === "string"
  )
    return error.constraint;
  return undefined;
}
