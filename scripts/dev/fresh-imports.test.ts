import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { freshUrl, generationUrl } from "./fresh-imports.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const FRESH = ["/repo/server/src/", "/repo/shared-contracts/src/"];

describe("fresh imports of the server's code", () => {
  it("gives a module in a fresh folder its importer's generation", () => {
    expect(freshUrl("file:///repo/server/src/app.ts", "file:///repo/server/src/server.ts?dev=3", FRESH)).toBe(
      "file:///repo/server/src/app.ts?dev=3",
    );
    // The contracts, reached through the workspace link (resolved to their real folder).
    expect(
      freshUrl(
        "file:///repo/shared-contracts/src/api/remotes.ts",
        "file:///repo/server/src/app.ts?dev=3",
        FRESH,
      ),
    ).toBe("file:///repo/shared-contracts/src/api/remotes.ts?dev=3");
  });

  it("leaves installed packages, built-ins and first loads alone", () => {
    const parent = "file:///repo/server/src/app.ts?dev=3";
    expect(freshUrl("file:///repo/node_modules/fastify/fastify.js", parent, FRESH)).toBe(
      "file:///repo/node_modules/fastify/fastify.js",
    );
    expect(freshUrl("node:path", parent, FRESH)).toBe("node:path");
    // Imported by an unnumbered module (the standby's own): as without the hooks.
    expect(
      freshUrl("file:///repo/server/src/app.ts", "file:///repo/scripts/dev/server-standby.ts", FRESH),
    ).toBe("file:///repo/server/src/app.ts");
  });

  it("keeps the generation the entry was imported with", () => {
    const entry = generationUrl("file:///repo/server/src/server.ts", 4);
    expect(entry).toBe("file:///repo/server/src/server.ts?dev=4");
    expect(freshUrl(entry, "file:///repo/scripts/dev/server-standby.ts", FRESH)).toBe(entry);
    expect(generationUrl(entry, 5)).toBe("file:///repo/server/src/server.ts?dev=5");
  });
});

describe("fresh imports in a process", () => {
  it("loads an edited module again under the next generation, and the unedited packages once", () => {
    const dir = mkdtempSync(join(tmpdir(), "parley-fresh-imports-"));
    try {
      mkdirSync(join(dir, "src"));
      mkdirSync(join(dir, "node_modules", "counter"), { recursive: true });
      writeFileSync(
        join(dir, "node_modules", "counter", "package.json"),
        JSON.stringify({ name: "counter", type: "module", exports: "./index.js" }),
      );
      // A package counts its own loads: a shared package is loaded once.
      writeFileSync(
        join(dir, "node_modules", "counter", "index.js"),
        "globalThis.loads = (globalThis.loads ?? 0) + 1;\nexport const loads = () => globalThis.loads;\n",
      );
      writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
      writeFileSync(
        join(dir, "src", "entry.ts"),
        'export { word } from "./word.ts";\nexport { loads } from "counter";\n',
      );
      writeFileSync(join(dir, "src", "word.ts"), 'export const word = "before";\n');
      const script = `
        import { writeFileSync } from "node:fs";
        import { pathToFileURL } from "node:url";
        import { generationUrl, registerFreshImports } from ${JSON.stringify(pathToFileURL(join(here, "fresh-imports.ts")).href)};
        const src = ${JSON.stringify(join(dir, "src"))};
        registerFreshImports([pathToFileURL(src).pathname + "/"]);
        const entry = pathToFileURL(src + "/entry.ts").href;
        const first = await import(generationUrl(entry, 1));
        writeFileSync(src + "/word.ts", 'export const word = "after";\\n');
        const second = await import(generationUrl(entry, 2));
        console.log(JSON.stringify([first.word, second.word, second.loads()]));
      `;
      const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(result.stderr).toBe("");
      expect(JSON.parse(result.stdout)).toEqual(["before", "after", 1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
