import { fileURLToPath } from "node:url";
import { rspack, type RuleSetRule } from "@rspack/core";
import { describe, expect, it } from "vitest";
import { findRemoteWorkspaces } from "../build/workspaces.ts";
import { LOCALE_MODULE, remoteDevConfig } from "./dev-config.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("a remote's dev configuration", async () => {
  const remote = (await findRemoteWorkspaces(root)).find((r) => r.workspace === "mf-tools");
  if (!remote) throw new Error("mf-tools not found");
  const config = remoteDevConfig(remote, 3005);
  const rules = (config.module?.rules ?? []) as RuleSetRule[];

  it("serves its files from its dev server's origin, in development mode", () => {
    expect(config.mode).toBe("development");
    expect(config.output?.publicPath).toBe("http://localhost:3005/");
    expect(config.output?.uniqueName).toBe("mf_tools__0_0_0_dev");
  });

  it("compiles TSX with React Refresh's transform, and the shared JSX runtime of the page's React", () => {
    const swc = rules.find((rule) => rule.loader === "builtin:swc-loader");
    expect(swc?.options).toMatchObject({
      jsc: { transform: { react: { runtime: "automatic", development: false, refresh: true } } },
    });
  });

  it("lets locale modules take their own updates", () => {
    const locale = rules.find((rule) => rule.test === LOCALE_MODULE);
    expect(locale?.loader).toMatch(/hot-texts-loader\.ts$/);
    for (const file of [
      "/r/mf-tools/src/i18n/locales/en.ts",
      "/r/mf-tools/src/i18n/locales/zh-hk.ts",
      "/r/host-shell/src/i18n/page-locales/fr.ts",
      "/r/host-shell/src/features/walkthroughs/locales/de.ts",
    ])
      expect(LOCALE_MODULE.test(file), file).toBe(true);
    expect(LOCALE_MODULE.test("/r/mf-tools/src/i18n/load-tools-messages.ts")).toBe(false);
  });

  it("has no subresource integrity (hot updates change the files) but the refresh plugin", () => {
    const names = (config.plugins ?? []).map((plugin) => plugin?.constructor.name);
    expect(names).not.toContain(rspack.SubresourceIntegrityPlugin.name);
    expect(names).toContain("ReactRefreshRspackPlugin");
  });
});
