// A folder under dist/remotes that is not a loadable build is left out and said once, readably.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRemoteCatalog } from "../../../src/modules/remotes/catalog.ts";

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "parley-catalog-skips-"));
  // A build whose name is not a remote this server knows (a remote added after it was built).
  const unknown = join(dist, "remotes", "mf_probe_notes", "1.0.0");
  mkdirSync(unknown, { recursive: true });
  writeFileSync(
    join(unknown, "parley-remote.json"),
    JSON.stringify({ name: "mf_probe_notes", version: "1.0.0", exposes: [] }),
  );
  writeFileSync(join(unknown, "mf-manifest.json"), "{}");
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the remote catalog's skipped folders", () => {
  it("names the failing field, and tells each folder once however often it scans", async () => {
    const told: string[] = [];
    const catalog = createRemoteCatalog(dist, (reason) => told.push(reason), 0);
    expect((await catalog.get()).size).toBe(0);
    await catalog.get();
    await catalog.scan();
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(join("mf_probe_notes", "1.0.0"));
    // The schema's issue by path, not the first line of its JSON ("[").
    expect(told[0]).toMatch(/parley-remote\.json: name: .+/);
  });
});
