import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_ALLOWED_ORIGINS, loadConfig } from "./config.ts";
import { tempFolder } from "./test/fixtures.ts";

let folder: Awaited<ReturnType<typeof tempFolder>>;
const file = () => join(folder.path, "config.json");

beforeEach(async () => {
  folder = await tempFolder();
});
afterEach(() => folder.remove());

describe("loadConfig", () => {
  it("reads no file as no servers and the default origins", async () => {
    expect(await loadConfig(file())).toEqual({
      config: { mcpServers: {}, allowedOrigins: DEFAULT_ALLOWED_ORIGINS, toolTimeoutMs: 120_000 },
      warnings: [],
    });
  });

  it("takes other clients' mcpServers entries and leaves out what it cannot run", async () => {
    await writeFile(
      file(),
      JSON.stringify({
        mcpServers: {
          files: { command: "npx", args: ["-y", "pkg", "/tmp"], type: "stdio", autoApprove: [] },
          remote: { url: "https://mcp.example.com/mcp" },
          bad__name: { command: "x" },
        },
        allowedOrigins: ["https://*.parley.example.com"],
      }),
    );
    const { config, warnings } = await loadConfig(file());
    expect(config.mcpServers).toEqual({ files: { command: "npx", args: ["-y", "pkg", "/tmp"], env: {} } });
    expect(config.allowedOrigins).toEqual(["https://*.parley.example.com"]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('server "remote" left out');
    expect(warnings[1]).toContain('server "bad__name" left out');
  });

  it("refuses a file that is not JSON or has wrong settings", async () => {
    await writeFile(file(), "{ mcpServers: ");
    await expect(loadConfig(file())).rejects.toThrow(ConfigError);
    await writeFile(file(), JSON.stringify({ allowedOrigins: "*" }));
    await expect(loadConfig(file())).rejects.toThrow(/allowedOrigins/);
  });
});
