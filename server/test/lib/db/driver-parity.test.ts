// The two drivers must hand the code the same JavaScript values: PGlite is PostgreSQL's own engine, so
// SQL behaves alike, but the drivers parse rows and bind parameters separately. This file runs in both
// passes (PGlite, and PostgreSQL with DATABASE_URL) against one table of expectations; that is what
// lets the PostgreSQL pass skip files whose only PostgreSQL-specific part is the driver
// (docs/testing.md § The PostgreSQL pass).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../helpers/test-database.ts";

/** Per column type of the schema: an SQL value and what the code receives for it. */
const COLUMN_TYPES: Record<string, { sql: string; value: unknown }> = {
  text: { sql: "'plain ✓'::text", value: "plain ✓" },
  int4: { sql: "-7::int4", value: -7 },
  // Parsed to a number by both (ids and counts stay far below 2^53).
  int8: { sql: "9007199254740::int8", value: 9_007_199_254_740 },
  // Exact decimals stay strings (prices, costs).
  numeric: { sql: "1.50::numeric", value: "1.50" },
  float8: { sql: "0.25::float8", value: 0.25 },
  bool: { sql: "true", value: true },
  timestamptz: {
    sql: "'2026-11-26T10:00:00.123Z'::timestamptz",
    value: new Date("2026-11-26T10:00:00.123Z"),
  },
  uuid: {
    sql: "'6c1e3f9a-3b8e-4f55-9d0e-0c7d4b1c2a11'::uuid",
    value: "6c1e3f9a-3b8e-4f55-9d0e-0c7d4b1c2a11",
  },
  jsonb: { sql: `'{"a":[1,2],"b":null}'::jsonb`, value: { a: [1, 2], b: null } },
  _text: { sql: "ARRAY['x','y,z']::text[]", value: ["x", "y,z"] },
  // Search vectors are written and matched in SQL, never read into JavaScript.
  tsvector: { sql: "NULL::tsvector", value: null },
};

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe(`the ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} driver`, () => {
  it("has an expectation for every column type the migrations use", async () => {
    const rows = await database.db.query<{ udt_name: string }>(
      "SELECT DISTINCT udt_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1",
    );
    const missing = rows.map((row) => row.udt_name).filter((type) => !(type in COLUMN_TYPES));
    expect(missing).toEqual([]);
  });

  it("reads every column type as the code expects", async () => {
    const columns = Object.entries(COLUMN_TYPES).map(([name, { sql }]) => `${sql} AS "${name}"`);
    const [row] = await database.db.query<Record<string, unknown>>(`SELECT ${columns.join(", ")}`);
    expect(row).toEqual(
      Object.fromEntries(Object.entries(COLUMN_TYPES).map(([name, { value }]) => [name, value])),
    );
  });

  it("reads aggregates and NULLs alike", async () => {
    const [row] = await database.db.query<Record<string, unknown>>(
      `SELECT count(*) AS count, sum(x) AS sum_int, sum(x::numeric) AS sum_numeric, NULL::int4 AS nothing,
              extract(epoch FROM '2026-01-01T00:00:00Z'::timestamptz) AS epoch
       FROM (VALUES (1), (2)) AS t(x)`,
    );
    expect(row).toEqual({
      count: 2,
      sum_int: 3,
      sum_numeric: "3",
      nothing: null,
      epoch: "1767225600.000000",
    });
  });

  it("binds the parameters the code passes", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    const [row] = await database.db.query<Record<string, unknown>>(
      `SELECT $1::jsonb AS json, $2::timestamptz AS at, $3::text[] AS list, $4::int8 AS big, $5::numeric AS price,
              $6::bool AS flag, $7::int4 AS missing, $8::text AS text`,
      [JSON.stringify({ c: [3], d: "é" }), at, "{p,q}", 12, "2.5", false, null, "a'b"],
    );
    expect(row).toEqual({
      json: { c: [3], d: "é" },
      at,
      list: ["p", "q"],
      big: 12,
      price: "2.5",
      flag: false,
      missing: null,
      text: "a'b",
    });
  });
});
