// The API's OpenAPI document (what GET /api/docs serves to owners and admins, built from the routes'
// schemas) is part of the repository: docs/api/openapi.json. A change to a route's schema changes the
// document, and this test fails until the file is updated with it — `npm run openapi` writes it — so
// every contract change shows in review.
import { readFile, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp } from "./helpers/test-app.ts";
import type { TestApp } from "./helpers/test-app.ts";

const FILE = new URL("../../docs/api/openapi.json", import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it("is the one checked in (npm run openapi updates docs/api/openapi.json)", async () => {
  const document = `${JSON.stringify(t.app.swagger(), null, 2)}\n`;
  if (process.env.PARLEY_WRITE_OPENAPI === "1") await writeFile(FILE, document);
  const checkedIn = await readFile(FILE, "utf8").catch(() => "");
  expect(
    checkedIn === document,
    "docs/api/openapi.json differs from the routes' schemas: run npm run openapi and commit the file",
  ).toBe(true);
});
