import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createClient } from "../helpers/client.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("error envelope", () => {
  it("explains a malformed JSON body (4xx keeps its message)", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const res = await client.request("POST", "/api/v1/authentication/login/", {
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("bad_request");
    const unsupported = await client.request("POST", "/api/v1/authentication/login/", {
      headers: { "content-type": "text/csv" },
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().error.code).toBe("unsupported_media_type");
  });

  it("hides the details of a 5xx", async () => {
    // The driver fails the tenant lookup with its own words: they must not reach the client. (A
    // failing query, not DDL on the live database: renaming a table raced the app's own queries.)
    const db = t.database.db;
    const realQuery = db.query.bind(db);
    const spy = vi
      .spyOn(db, "query")
      .mockImplementation((sql, params) =>
        /FROM accounts/.test(sql)
          ? Promise.reject(new Error('relation "accounts" does not exist (SQL state 42P01)'))
          : realQuery(sql, params),
      );
    try {
      t.app.tenants.invalidate();
      const res = await createClient(t.app, ACME.host).get("/api/v1/accounts/acme", {
        headers: { "accept-language": "de" },
      });
      expect(spy).toHaveBeenCalled();
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe("server_error");
      expect(res.json().error.message).not.toMatch(/accounts|relation|SQL/i);
      expect(res.json().error.message).toBe(
        "Ein Serverfehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
      );
    } finally {
      spy.mockRestore();
      t.app.tenants.invalidate();
    }
  });
});
