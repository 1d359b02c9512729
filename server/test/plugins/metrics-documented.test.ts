// docs/observability.md documents /metrics metric by metric: every parley_* family the server exports
// has a row there with its type, and every row names a family the server exports.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const DOC = new URL("../../../docs/observability.md", import.meta.url);

let t: TestApp;
beforeAll(async () => {
  // Routines' scheduler off (the test default): its counter is exported all the same.
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Family → type, from the `# TYPE` lines (histograms' _bucket/_sum/_count series are one family). */
function exported(text: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const match of text.matchAll(/^# TYPE (parley_\w+) (\w+)$/gm)) families.set(match[1]!, match[2]!);
  return families;
}

/** Metric → type, from the table's rows: | `parley_…` | type | … */
function documented(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const match of markdown.matchAll(/^\|\s*`(parley_\w+)`\s*\|\s*(\w+)\s*\|/gm)) {
    expect(rows.has(match[1]!), `${match[1]} has two rows`).toBe(false);
    rows.set(match[1]!, match[2]!);
  }
  return rows;
}

it("documents every metric /metrics exports, and only those", async () => {
  // A loopback caller needs no token (inject comes from 127.0.0.1).
  const res = await t.app.inject({ url: "/metrics" });
  expect(res.statusCode).toBe(200);
  const server = exported(res.body);
  const doc = documented(await readFile(DOC, "utf8"));
  expect(server.size).toBeGreaterThan(10);
  const undocumented = [...server.keys()].filter((name) => !doc.has(name));
  const notExported = [...doc.keys()].filter((name) => !server.has(name));
  expect(undocumented, "exported but missing from docs/observability.md").toEqual([]);
  expect(notExported, "in docs/observability.md but not exported").toEqual([]);
  for (const [name, type] of server) expect(doc.get(name), `${name}'s type`).toBe(type);
});
