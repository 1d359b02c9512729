// Dependency hygiene only (scripts/test.ts "knip" step): a package imported but not declared by its
// workspace, a declared one nothing imports, an import that resolves nowhere, an undeclared binary.
// Unused files and exports are not reported. Entries are spelled out so every file is reached (a file
// knip never reaches would hide its imports): `npx knip --include files` must list none.
import { fileURLToPath } from "node:url";
import type { KnipConfig } from "knip";
import { remoteWorkspaceNames } from "./scripts/build/workspaces.ts";

type WorkspaceConfig = NonNullable<Exclude<KnipConfig, (...args: never[]) => unknown>["workspaces"]>[string];

/**
 * A remote's packages knip cannot see used. rspack.config.ts is a defineRemote() declaration, not an
 * rspack configuration: its exposes are typed to be src/parcels/*.tsx, and the locales are loaded
 * with import(`./locales/${code}.ts`). ui-kit's source is bundled into every remote and imports
 * react-dom and single-spa-react at run time; the remote's own declaration is that shared
 * singleton's requiredVersion (scripts/build/shared-dependencies.ts), so it stays declared.
 */
const REMOTE_IGNORED_DEPENDENCIES: Readonly<Record<string, string[]>> = {
  // These two import react-dom themselves.
  "mf-auth": ["single-spa-react"],
  "mf-conversations": ["single-spa-react"],
  "mf-share": ["react-dom", "single-spa", "single-spa-react"],
};

/** Each remote: every `mf-*` workspace of the root package.json (a new remote needs no edit here). */
const remotes = Object.fromEntries(
  remoteWorkspaceNames(fileURLToPath(new URL(".", import.meta.url))).map(
    (name): [string, WorkspaceConfig] => [
      name,
      {
        rspack: false,
        entry: ["rspack.config.ts", "src/parcels/*.tsx", "src/i18n/locales/*.ts", "src/**/*.test.{ts,tsx}"],
        project: ["*.ts", "src/**/*.{ts,tsx}"],
        ignoreDependencies: REMOTE_IGNORED_DEPENDENCIES[name] ?? ["react-dom", "single-spa-react"],
      },
    ],
  ),
);

const config: KnipConfig = {
  $schema: "https://unpkg.com/knip@6/schema.json",
  include: ["dependencies", "unlisted", "unresolved", "binaries"],
  // A Debian package .ci/run installs, started by the Redis rate-limit tests.
  ignoreBinaries: ["redis-server"],
  workspaces: {
    // The root package owns scripts/ and deploy/ (not workspaces of their own).
    ".": {
      entry: [
        "scripts/*.ts",
        // The production artifacts' static checks (a vitest project of their own).
        "deploy/**/*.test.ts",
      ],
      project: ["*.{js,ts}", "scripts/**/*.ts", "deploy/**/*.ts"],
      // scripts/typecheck.ts runs node_modules/.bin/tsgo by path, scripts/test.ts node_modules/.bin/playwright.
      ignoreDependencies: ["@typescript/native-preview", "@playwright/test"],
    },
    server: {
      entry: [
        "src/server.ts",
        "src/cli/*.ts",
        // Forked with new URL("./scanner-process.ts", import.meta.url) by detect-off-loop.ts.
        "src/modules/dlp/scanner-process.ts",
        "data/*.ts",
        "test/**/*.test.ts",
      ],
      project: ["src/**/*.ts", "test/**/*.ts", "data/*.ts"],
    },
    "host-shell": {
      // scripts/build/host-config.ts builds host-shell/src/index.ts and the share host's entry, and
      // provides src/i18n/bound-react-i18next.ts as react-i18next, which it reaches under a build alias.
      entry: [
        "src/index.ts",
        "src/share-host/index.ts",
        "src/i18n/bound-react-i18next.ts",
        "src/**/*.test.{ts,tsx}",
      ],
      project: ["src/**/*.{ts,tsx}"],
      ignoreDependencies: ["react-i18next-unshared"],
    },
    ...remotes,
    // Both export their whole src/ to the other workspaces.
    "ui-kit": {
      entry: ["src/**/*.{ts,tsx}"],
      project: ["src/**/*.{ts,tsx}"],
    },
    "shared-contracts": {
      entry: ["src/**/*.ts"],
      project: ["src/**/*.ts"],
    },
    "helper-app": {
      entry: ["src/cli.ts", "src/**/*.test.ts"],
      project: ["bin/*.js", "src/**/*.ts"],
    },
    e2e: {
      entry: ["tests/**/*.spec.ts"],
      project: ["**/*.ts"],
    },
    // Its package.json exports are the entries (one per fake).
    "test-fakes": {
      entry: ["*.test.ts"],
      project: ["*.ts"],
      // Started as a program (mcp-everything.ts resolves its dist/index.js), never imported.
      ignoreDependencies: ["@modelcontextprotocol/server-everything"],
    },
    bench: {
      entry: [
        // bench/run.ts (the root's `npm run bench`) runs bench/<name>/run.ts; the runs spawn the bare-* peers.
        "*/run.ts",
        "*/bare-*.ts",
        // Built by bench/streaming-render/build-harness.ts with rspack.
        "streaming-render/harness/*-page.tsx",
        "**/*.test.ts",
      ],
      project: ["**/*.{ts,tsx}"],
      // members-detail/run.ts loads it with createRequire, which knip does not follow.
      ignoreDependencies: ["autocannon"],
    },
  },
};

export default config;
