// A temporary checkout to run `npm run new:remote` in, for its tests (scripts/new-remote.test.ts, and
// e2e/tests/new-remote-shell.spec.ts, which also serves the result). It holds copies of what the
// generator edits and of everything that must read the edited shared-contracts — the build's modules
// and, to serve, the server (Node resolves a linked module from its real place, which would be this
// repository's shared-contracts) — and links the rest (installed packages, ui-kit) to this one, as
// scripts/build/stale-build.test.ts does.
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const notInstalled = (source: string) => !/[\\/]node_modules$/.test(source);

/**
 * A new temporary checkout of `root`. `serve`: also the server (without its tests) and the e2e suite
 * (without its specs and results), ready for `linkBuilds` after the generated remote is built.
 */
export function makeCheckout(root: string, options: { prefix: string; serve?: boolean }): string {
  const checkout = mkdtempSync(join(tmpdir(), options.prefix));
  const linked = ["ui-kit", "package-lock.json", "tsconfig.base.json"];
  // The e2e suite's env.ts reads host-shell's package.json; the server's docs host reads docs/.
  if (options.serve) linked.push("host-shell", "docs");
  for (const name of linked) symlinkSync(join(root, name), join(checkout, name));
  // The installed packages, but @parley/shared-contracts is the checkout's copy.
  mkdirSync(join(checkout, "node_modules", "@parley"), { recursive: true });
  for (const entry of readdirSync(join(root, "node_modules")).filter((name) => name !== "@parley"))
    symlinkSync(join(root, "node_modules", entry), join(checkout, "node_modules", entry));
  for (const workspace of ["shared-contracts", "ui-kit"])
    symlinkSync(join("..", "..", workspace), join(checkout, "node_modules", "@parley", workspace));
  for (const copied of ["package.json", "Dockerfile"])
    copyFileSync(join(root, copied), join(checkout, copied));
  cpSync(join(root, "shared-contracts"), join(checkout, "shared-contracts"), {
    recursive: true,
    filter: notInstalled,
  });
  for (const copied of ["build", "build.ts", "new-remote.ts", "new-remote"])
    cpSync(join(root, "scripts", copied), join(checkout, "scripts", copied), { recursive: true });
  if (!options.serve) {
    mkdirSync(join(checkout, "e2e", "pages"), { recursive: true });
    return checkout;
  }
  cpSync(join(root, "server"), join(checkout, "server"), {
    recursive: true,
    filter: (source) => notInstalled(source) && relative(root, source) !== join("server", "test"),
  });
  cpSync(join(root, "e2e"), join(checkout, "e2e"), {
    recursive: true,
    filter: (source) =>
      notInstalled(source) &&
      ![join("e2e", "tests"), join("e2e", "test-results")].includes(relative(root, source)),
  });
  mkdirSync(join(checkout, "e2e", "tests"));
  return checkout;
}

/**
 * Adds `root`'s builds (dist/shell and every remote version) to the checkout's dist folder beside the
 * ones built there. The server lists a remote's versions only from real folders, so each container
 * and version is a folder of links to the built files.
 */
export function linkBuilds(root: string, checkout: string): void {
  const dist = join(root, "dist");
  if (!existsSync(join(dist, "shell", "index.html")))
    throw new Error(`${join(dist, "shell")} is not built: run node scripts/build.ts first.`);
  mkdirSync(join(checkout, "dist", "remotes"), { recursive: true });
  if (!existsSync(join(checkout, "dist", "shell")))
    symlinkSync(join(dist, "shell"), join(checkout, "dist", "shell"));
  for (const container of readdirSync(join(dist, "remotes"))) {
    if (existsSync(join(checkout, "dist", "remotes", container))) continue;
    for (const version of readdirSync(join(dist, "remotes", container))) {
      const from = join(dist, "remotes", container, version);
      const to = join(checkout, "dist", "remotes", container, version);
      mkdirSync(to, { recursive: true });
      for (const entry of readdirSync(from)) symlinkSync(join(from, entry), join(to, entry));
    }
  }
}
