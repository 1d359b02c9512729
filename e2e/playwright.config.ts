import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { BASE_PORT } from "./fixtures/env.ts";

// Debian's Chromium (Playwright cannot download browsers here); flags keep it off the network.
// Its old headless shell (package chromium-headless-shell, which .ci/run installs) when present, as
// Playwright itself uses for headless runs: the whole suite took 331 s and 598 CPU-s with it against
// 434 s and 826 CPU-s with the full browser (docs/testing.md). Launched directly, not through the
// /usr/bin wrapper script, so closing the browser ends its process.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export default defineConfig({
  testDir: "tests",
  globalSetup: "./fixtures/global-setup.ts",
  // A focused test left in would silently skip the rest, locally too.
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // Each worker has its own server, data and fakes (fixtures/worker-server.ts); E2E_WORKERS=1 for one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Two workers on a shared 2-core machine: a test of many steps can pass 60 s without any step being slow.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://acme.localhost:${BASE_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath:
        process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),

      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
