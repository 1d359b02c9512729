// A Database whose statements are client spans of the active trace (lib/tracing/spans.ts): wrapped
// here, above both drivers, rather than by patching `pg`. The SQL is recorded as written: values
// travel as parameters and never appear in it.
import { SpanKind } from "@opentelemetry/api";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import { inSpan } from "../tracing/spans.ts";
import type { Database, Queryable, SqlParam } from "./database.ts";

/** Long scripts (migrations) are cut: a span attribute is no place for a schema. */
const MAX_QUERY_TEXT = 2000;

/** The statement's first keyword (SELECT, INSERT …), the span's name as the conventions ask. */
function operationOf(sql: string): string {
  return /^\s*(?:--[^\n]*\n\s*)*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? "QUERY";
}

function traced<T>(sql: string, run: () => Promise<T>): Promise<T> {
  const operation = operationOf(sql);
  return inSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_TEXT]: sql.length > MAX_QUERY_TEXT ? `${sql.slice(0, MAX_QUERY_TEXT)}…` : sql,
      },
    },
    run,
  );
}

function tracedQueryable(q: Queryable): Queryable {
  return {
    query: <Row extends object>(sql: string, params?: readonly SqlParam[]) =>
      traced(sql, () => q.query<Row>(sql, params)),
    exec: (sql) => traced(sql, () => q.exec(sql)),
  };
}

export function tracedDatabase(db: Database): Database {
  const base = tracedQueryable(db);
  return {
    driver: db.driver,
    query: base.query,
    exec: base.exec,
    // One span for the whole transaction, its statements below it.
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      inSpan("transaction", { kind: SpanKind.INTERNAL }, () =>
        db.transaction((tx) => fn(tracedQueryable(tx))),
      ),
    script: <Row extends object>(sql: string) => traced(sql, () => db.script<Row>(sql)),
    close: () => db.close(),
  };
}
