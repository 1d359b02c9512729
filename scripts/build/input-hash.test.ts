// The build's input hash (what `npm start` and `npm test` compare to skip an unchanged part) and the
// rule that decides whether an existing output is left, replaced or refused.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  decideBuild,
  hashFiles,
  inputFiles,
  partHash,
  readRecord,
  writeRecord,
  type BuildState,
} from "./input-hash.ts";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const hash = () => partHash(root, "mf-demo", "shared", { version: "1.0.0" });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "parley-input-hash-"));
  write("mf-demo/package.json", `{ "name": "@parley/mf-demo", "version": "1.0.0" }`);
  write("mf-demo/rspack.config.ts", "export default {};\n");
  write("mf-demo/tsconfig.json", "{}\n");
  write("mf-demo/src/parcels/page.tsx", `export const title = "Hello";\n`);
  write("mf-demo/src/i18n/locales/en.ts", `export default { "page.title": "Hello" };\n`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the input hash of a part", () => {
  it("is the same for the same inputs", () => {
    expect(hash()).toMatch(/^[0-9a-f]{64}$/);
    expect(hash()).toBe(hash());
  });

  it("changes when a source file, the build declaration or package.json changes", () => {
    const before = hash();
    write("mf-demo/src/i18n/locales/en.ts", `export default { "page.title": "Hello again" };\n`);
    const edited = hash();
    expect(edited).not.toBe(before);
    write("mf-demo/src/parcels/new-page.tsx", "export {};\n");
    expect(hash()).not.toBe(edited);
    const added = hash();
    write("mf-demo/rspack.config.ts", "export default { changed: true };\n");
    expect(hash()).not.toBe(added);
    const declared = hash();
    write("mf-demo/package.json", `{ "name": "@parley/mf-demo", "version": "1.0.1" }`);
    expect(hash()).not.toBe(declared);
  });

  it("changes with a renamed file, the shared inputs' hash and the build options", () => {
    const before = hash();
    rmSync(join(root, "mf-demo/src/parcels/page.tsx"));
    write("mf-demo/src/parcels/page2.tsx", `export const title = "Hello";\n`);
    expect(hash()).not.toBe(before);
    const renamed = hash();
    expect(partHash(root, "mf-demo", "other shared", { version: "1.0.0" })).not.toBe(renamed);
    expect(partHash(root, "mf-demo", "shared", { version: "1.0.1" })).not.toBe(renamed);
  });

  it("ignores node_modules, dist, test-results, dot-entries and test files", () => {
    const before = hash();
    write("mf-demo/node_modules/left-pad/index.js", "module.exports = 1;\n");
    write("mf-demo/dist/remoteEntry.js", "built\n");
    write("mf-demo/src/dist/x.js", "built\n");
    write("mf-demo/test-results/report.json", "{}\n");
    write("mf-demo/.eslintcache", "{}\n");
    write("mf-demo/src/parcels/page.test.tsx", "test\n");
    write("mf-demo/src/parcels/page.test-d.ts", "test\n");
    expect(hash()).toBe(before);
    expect(inputFiles(join(root, "mf-demo")).map((f) => f.slice(root.length + 1))).toEqual([
      "mf-demo/package.json",
      "mf-demo/rspack.config.ts",
      "mf-demo/src/i18n/locales/en.ts",
      "mf-demo/src/parcels/page.tsx",
      "mf-demo/tsconfig.json",
    ]);
  });

  it("hashes shared inputs given as folders and files; a missing one counts as empty", () => {
    write("shared-contracts/src/events.ts", "export {};\n");
    write("package-lock.json", "{}\n");
    const before = hashFiles(root, ["shared-contracts", "package-lock.json", "ui-kit"]);
    write("package-lock.json", `{ "lockfileVersion": 3 }\n`);
    expect(hashFiles(root, ["shared-contracts", "package-lock.json", "ui-kit"])).not.toBe(before);
  });

  it("is recorded beside the output, outside the folder that is published", () => {
    const dist = join(root, "dist");
    expect(readRecord(dist, "remotes/mf_demo/1.0.0")).toBeUndefined();
    writeRecord(dist, "remotes/mf_demo/1.0.0", { hash: "abc", workspace: "mf-demo", builtAt: "now" });
    expect(readRecord(dist, "remotes/mf_demo/1.0.0")).toEqual({
      hash: "abc",
      workspace: "mf-demo",
      builtAt: "now",
    });
    expect(inputFiles(join(dist, ".build-inputs"))).toEqual([
      join(dist, ".build-inputs", "remotes", "mf_demo", "1.0.0.json"),
    ]);
  });
});

describe("the decision to build a part", () => {
  const state = (over: Partial<BuildState>): BuildState => ({
    outputExists: true,
    storedHash: "a",
    currentHash: "a",
    onlyChanged: true,
    immutable: true,
    force: false,
    ...over,
  });

  it("builds what is not there", () => {
    expect(decideBuild(state({ outputExists: false, storedHash: undefined })).action).toBe("build");
  });

  it("leaves an output whose inputs did not change (npm start, npm test)", () => {
    expect(decideBuild(state({})).action).toBe("up-to-date");
    expect(decideBuild(state({ immutable: false })).action).toBe("up-to-date");
  });

  it("rebuilds the shell and a dev version when their inputs changed", () => {
    expect(decideBuild(state({ immutable: false, currentHash: "b" }))).toEqual({
      action: "rebuild",
      reason: "inputs changed",
    });
    expect(decideBuild(state({ immutable: false, storedHash: undefined })).action).toBe("rebuild");
  });

  it("replaces a release version only when this checkout built it", () => {
    expect(decideBuild(state({ currentHash: "b" })).action).toBe("rebuild");
    const foreign = decideBuild(state({ storedHash: undefined, currentHash: "b" }));
    expect(foreign.action).toBe("refuse");
    expect(foreign.reason).toContain("Remote builds are immutable");
    expect(decideBuild(state({ storedHash: undefined, force: true })).action).toBe("rebuild");
  });

  it("builds again when asked without --changed, under the same rule", () => {
    expect(decideBuild(state({ onlyChanged: false })).action).toBe("rebuild");
    expect(decideBuild(state({ onlyChanged: false, storedHash: undefined })).action).toBe("refuse");
    expect(decideBuild(state({ onlyChanged: false, storedHash: undefined, immutable: false })).action).toBe(
      "rebuild",
    );
  });
});
