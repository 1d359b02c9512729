import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    // Drop a table the request needs: the driver's error must not reach the client.
    await t.database.db.exec("ALTER TABLE accounts RENAME TO accounts_gone");
    try {
      t.app.tenants.invalidate();
      const res = await createClient(t.app, ACME.host).get("/api/v1/accounts/acme", {
        headers: { "accept-language": "de" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe("server_error");
      expect(res.json().error.message).not.toMatch(/accounts|relation|SQL/i);
      expect(res.json().error.message).toBe(
        "Ein Serverfehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
      );
    } finally {
      await t.database.db.exec("ALTER TABLE accounts_gone RENAME TO accounts");
    }
  });
});
