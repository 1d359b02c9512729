// The repository stands alone: what a file says must be readable with this repository only. No
// absolute paths of someone's machine, no documents that live beside it rather than in it (the
// design notes, specs and work orders it was made from), and no tracker numbers ("issue" and a
// number), which mean nothing to a reader without that tracker: a comment says why in words.
// Scans every text file git tracks (or would: new files not ignored) and names each offending line.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What may not be written, and why (the reason is printed with each finding). */
const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bissues?\s+#?\d+/i, why: "a tracker number: say what the change is for" },
  {
    pattern: /(?<![\w.$-])\/(?:work|home|Users|root|tmp)\/[\w.*-]/,
    why: "an absolute path of one machine (a temporary folder comes from os.tmpdir())",
  },
  { pattern: /\.\.\/shared\/|\bshared\/(?:spec|hooks|bench)\b/, why: "a document outside the repository" },
  {
    pattern: /\bbriefs?\/|\b(?:the|architecture|integration)\s+brief\b|\bbrief's\b/i,
    why: "a work order outside the repository",
  },
  {
    pattern: /\b(?:STYLE|ARCHITECTURE)(?:\.md\b|\s+§)/,
    why: "a design note outside the repository (docs/ has its own)",
  },
];

/**
 * Files that keep what they say: applied migrations are checksummed (the migrator refuses a changed
 * file: server/src/lib/db/migrator.ts), so their comments stay as they were written; and this file,
 * whose samples below must hold what it looks for (the paths among them are put together at run time).
 */
const KEPT_AS_WRITTEN = /^(?:server\/migrations\/\d+_[\w-]+\.sql|scripts\/repo-stands-alone\.test\.ts)$/;

/** Files git tracks, and new ones it would (not ignored): a reference fails before it is committed. */
function trackedTextFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter((file) => file !== "" && !KEPT_AS_WRITTEN.test(file));
}

/** Every forbidden reference as `file:line: why — the line`. */
export function findReferences(files: readonly string[], read: (file: string) => Buffer): string[] {
  const found: string[] = [];
  for (const file of files) {
    let data: Buffer;
    try {
      data = read(file);
    } catch {
      continue; // Deleted in the work tree, not yet in git's index.
    }
    if (data.subarray(0, 8000).includes(0)) continue;
    for (const [index, line] of data.toString("utf8").split("\n").entries()) {
      for (const { pattern, why } of FORBIDDEN) {
        if (pattern.test(line)) found.push(`${file}:${index + 1}: ${why} — ${line.trim().slice(0, 140)}`);
      }
    }
  }
  return found;
}

describe("the repository", () => {
  it("refers to nothing outside itself: no absolute paths, outside documents or tracker numbers", () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = findReferences(files, (file) => readFileSync(join(root, file)));
    expect(found, `\n${found.join("\n")}\n`).toEqual([]);
  });

  it("finds each kind of reference, and not the runtime uses or ordinary words", () => {
    // The samples are put together here, so this file itself holds no such path.
    const slash = "/";
    const sample: Record<string, string> = {
      "a.ts": [
        "// Fixed in issue 34: the dialog kept the focus.",
        "// See Issue #5 for the background.",
        `// docs: ${slash}work${slash}briefs/integration.md`,
        `// as ..${slash}shared${slash}spec/part-1.md says`,
        "// (STYLE.md parcels/), ARCHITECTURE §2",
        "// the target is the brief's composition section",
        `// logs stay in ${slash}tmp${slash}parley-run-*/server.log`,
      ].join("\n"),
      "b.ts": [
        "const dir = mkdtempSync(join(tmpdir(), 'parley-'));",
        'const prompt = "Be brief.";',
        "// an issue the member reports; 5 issues at most",
        'const file = { filename: "brief.pdf" };',
        "PARLEY_DIST_DIR: '/srv/dist',",
      ].join("\n"),
      "c.png": `\0binary ${slash}work${slash}x`,
    };
    const found = findReferences(Object.keys(sample), (file) => Buffer.from(sample[file] ?? ""));
    expect(found.map((line) => line.split(":").slice(0, 2).join(":"))).toEqual([
      "a.ts:1",
      "a.ts:2",
      "a.ts:3",
      "a.ts:3",
      "a.ts:4",
      "a.ts:5",
      "a.ts:6",
      "a.ts:7",
    ]);
  });
});
