// Traces cost nothing when off: the OpenTelemetry SDK is imported by one module only, and that module
// only through the dynamic import the tracing plugin makes once an endpoint is configured. Everything
// else uses @opentelemetry/api, whose tracer is a no-op without the SDK.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
const SDK = /from\s+"@opentelemetry\/(?!api"|semantic-conventions")[^"]+"/;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

it("imports the SDK in lib/tracing/otlp-tracing.ts only, and that module only dynamically", async () => {
  const importers: string[] = [];
  const staticUsers: string[] = [];
  for (const file of await sources(SRC)) {
    const text = await readFile(file, "utf8");
    const name = path.relative(SRC, file);
    if (SDK.test(text)) importers.push(name);
    if (/^import[^;]*otlp-tracing\.ts"/m.test(text)) staticUsers.push(name);
  }
  expect(importers).toEqual([path.join("lib", "tracing", "otlp-tracing.ts")]);
  expect(staticUsers).toEqual([]);
  const plugin = await readFile(path.join(SRC, "plugins", "tracing.ts"), "utf8");
  expect(plugin).toContain('await import("../lib/tracing/otlp-tracing.ts")');
});
