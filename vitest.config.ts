import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One vitest run covers every workspace; the server project runs again against a real PostgreSQL
// when DATABASE_URL is set (scripts/test.ts does both passes).
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
      { test: { name: "ui-kit", root: "ui-kit", environment: "jsdom", pool: "vmThreads" } },
      { test: { name: "host-shell", root: "host-shell", environment: "jsdom", pool: "vmThreads" } },
      { test: { name: "mf-auth", root: "mf-auth", environment: "jsdom", pool: "vmThreads" } },
      // Not vmThreads: its stream tests hand Node's web streams across the vm boundary.
      { test: { name: "mf-conversations", root: "mf-conversations", environment: "jsdom" } },
      {
        test: {
          name: "mf-account",
          root: "mf-account",
          environment: "jsdom",
          pool: "vmThreads",
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: "mf-collaboration",
          root: "mf-collaboration",
          environment: "jsdom",
          pool: "vmThreads",
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: "mf-tools",
          root: "mf-tools",
          environment: "jsdom",
          pool: "vmThreads",
        },
      },
      {
        test: { name: "mf-share", root: "mf-share", environment: "jsdom", pool: "vmThreads" },
      },
      {
        test: { name: "mf-routines", root: "mf-routines", environment: "jsdom", pool: "vmThreads" },
      },
      { test: { name: "mf-admin", root: "mf-admin", environment: "jsdom", pool: "vmThreads" } },
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
      { test: { name: "e2e-fakes", root: "e2e", environment: "node", include: ["fakes/**/*.test.ts"] } },
      { test: { name: "bench", root: "bench", environment: "node", include: ["common/**/*.test.ts"] } },
      // The build's own checks (the parcel catalogue against the remotes' exposes, declared routes).
      { test: { name: "scripts", root: "scripts", environment: "node", include: ["build/**/*.test.ts"] } },
    ],
  },
});
