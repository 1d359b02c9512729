import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { remoteWorkspaceNames } from "./scripts/build/workspaces.ts";

// One vitest run covers every workspace. The server project runs on in-memory PGlite, or on a real
// PostgreSQL when DATABASE_URL is set (scripts/test.ts sets it; docs/testing.md).

/** Component tests: longer waits for slow machines (vitest.dom-setup.ts). */
const dom = {
  environment: "jsdom",
  setupFiles: [fileURLToPath(new URL("./vitest.dom-setup.ts", import.meta.url))],
  testTimeout: 15_000,
} as const;

const root = fileURLToPath(new URL(".", import.meta.url));

/** A remote's own test options, over the defaults (jsdom, vmThreads). */
const REMOTE_TEST_OPTIONS: Readonly<Record<string, TestProjectInlineConfiguration["test"]>> = {
  // Not vmThreads (vitest's default pool): its stream tests hand Node's web streams across the vm
  // boundary.
  "mf-conversations": { pool: undefined },
};

export default defineConfig({
  test: {
    // A focused test left in would silently skip the rest, locally too.
    allowOnly: false,
    // vitest's default (cores - 1) is one worker on a 2-core machine, and many server files mostly wait
    // on child processes, sockets and timers: two at a time there nearly halves the unit step.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "shared-contracts",
          root: "shared-contracts",
          environment: "node",
          typecheck: { enabled: true, include: ["src/**/*.test-d.ts"] },
        },
      },
      {
        test: {
          name: "server",
          root: "server",
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker instead of one per file: importing the server (fastify, the AI
          // SDK, the MCP SDK …) took about a third of the suite's time. Files share no state but
          // process.env, which the few files that set it restore (docs/testing.md).
          isolate: false,
        },
      },
      // vmThreads reuses one jsdom per worker instead of building one per file: 3–4 times faster.
      { test: { name: "ui-kit", root: "ui-kit", ...dom, pool: "vmThreads" } },
      {
        // The build's alias past the share scope (host-shell/src/i18n/bound-react-i18next.ts).
        resolve: { alias: { "react-i18next-unshared": "react-i18next" } },
        test: { name: "host-shell", root: "host-shell", ...dom, pool: "vmThreads" },
      },
      // One project per remote (every `mf-*` workspace; a new remote needs no edit here).
      ...remoteWorkspaceNames(root).map((name) => ({
        test: { name, root: name, ...dom, pool: "vmThreads" as const, ...REMOTE_TEST_OPTIONS[name] },
      })),
      // Starts the reference MCP servers from npm as child processes.
      {
        test: {
          name: "helper-app",
          root: "helper-app",
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: "test-fakes", root: "test-fakes", environment: "node" } },
      { test: { name: "bench", root: "bench", environment: "node", include: ["common/**/*.test.ts"] } },
      // The production artifacts (Dockerfile, compose, Kubernetes), checked statically, and the image's
      // start command run on the host.
      {
        test: {
          name: "deploy",
          root: "deploy",
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // The build's own checks (the parcel catalogue against the remotes' exposes, declared routes, the
      // input hash and a real rebuild after an edit), the remote contract check, the repository's
      // self-containedness.
      {
        test: {
          name: "scripts",
          root: "scripts",
          environment: "node",
          include: ["*.test.ts", "build/**/*.test.ts", "dev/**/*.test.ts"],
        },
      },
    ],
  },
});
