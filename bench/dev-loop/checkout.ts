// The throw-away checkout the dev-loop bench edits: never the repository's own files. A `git clone`
// of the repository with its working tree's uncommitted changes copied over (so the bench measures
// the code as it is, committed or not), and every installed node_modules folder linked, not copied.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

/** Paths (relative, NUL-separated output) of the working tree's changed, new and deleted files. */
function uncommitted(repo: string): { copied: string[]; deleted: string[] } {
  const list = (...args: string[]) =>
    git(repo, "ls-files", "-z", ...args)
      .split("\0")
      .filter(Boolean);
  const deleted = list("--deleted");
  const copied = [...new Set([...list("--modified"), ...list("--others", "--exclude-standard")])].filter(
    (file) => !deleted.includes(file),
  );
  return { copied, deleted };
}

/** The node_modules folders of the repository's root and workspaces. */
function installedFolders(repo: string): string[] {
  const folders = ["node_modules"];
  for (const line of git(repo, "ls-files", "-z", "--", "*/package.json").split("\0").filter(Boolean)) {
    const folder = join(dirname(line), "node_modules");
    if (!line.includes("node_modules") && existsSync(join(repo, folder))) folders.push(folder);
  }
  return folders;
}

export interface Checkout {
  dir: string;
  remove(): void;
}

/** A checkout of `repo` as its working tree is, in a new temporary folder. */
export function cloneWorkingTree(repo: string, prefix = "parley-dev-loop-"): Checkout {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  git(tmpdir(), "clone", "-q", "--no-hardlinks", repo, dir);
  const { copied, deleted } = uncommitted(repo);
  for (const file of copied) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(repo, file), join(dir, file));
  }
  for (const file of deleted) rmSync(join(dir, file), { force: true });
  for (const folder of installedFolders(repo)) {
    const target = join(dir, folder);
    if (!existsSync(target)) symlinkSync(join(repo, folder), target, "dir");
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
