import { defineConfig } from "@playwright/test";
import { BASE_PORT } from "./fixtures/env.ts";

// Debian's Chromium (Playwright cannot download browsers here); flags keep it off the network.
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
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",

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
