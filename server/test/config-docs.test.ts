// The settings' documentation against their one declaration (src/config/env.ts): every variable is
// documented, and a settings table's plain default is the schema's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/config.ts";
import { envSchema } from "../src/config/env.ts";

const VARIABLES = Object.keys(envSchema.shape);
const DEFAULTS: Record<string, unknown> = envSchema.parse({});

const SETTINGS_GUIDES = ["README.md", path.join("docs", "operations.md")];
const docs = [
  path.join(REPO_ROOT, "README.md"),
  ...readdirSync(path.join(REPO_ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join(REPO_ROOT, "docs", file)),
].map((file) => ({ file: path.relative(REPO_ROOT, file), text: readFileSync(file, "utf8") }));

/** A settings table's row: its variables (`_WINDOW` after `PARLEY_SEND_MAX` is PARLEY_SEND_WINDOW) and its default cell. */
interface SettingRow {
  file: string;
  names: string[];
  defaultCell: string | undefined;
}

function settingRows(): SettingRow[] {
  const rows: SettingRow[] = [];
  for (const { file, text } of docs) {
    let defaultColumn: number | undefined;
    for (const line of text.split("\n")) {
      if (!line.startsWith("|")) {
        defaultColumn = undefined;
        continue;
      }
      const cells = line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim());
      const header = cells.findIndex((cell) => cell.toLowerCase() === "default");
      if (header !== -1) defaultColumn = header;
      const names: string[] = [];
      for (const [, token = ""] of (cells[0] ?? "").matchAll(/`([A-Z0-9_]+)`/g))
        names.push(token.startsWith("_") ? (names.at(-1) ?? "").replace(/_[A-Z]+$/, token) : token);
      if (names.length > 0)
        rows.push({
          file,
          names,
          defaultCell: defaultColumn === undefined ? undefined : cells[defaultColumn],
        });
    }
  }
  return rows;
}

describe("the settings' documentation", () => {
  it("names every variable the schema reads", () => {
    const inTables = new Set(settingRows().flatMap((row) => row.names));
    const undocumented = VARIABLES.filter(
      (name) => !inTables.has(name) && !docs.some(({ text }) => new RegExp(`\\b${name}\\b`).test(text)),
    );
    expect(undocumented).toEqual([]);
  });

  it("names no variable in the server's settings tables that the schema does not read", () => {
    // The README's and the operations guide's; other guides list the tests' and benchmarks' own.
    const unknown = settingRows()
      .filter((row) => row.defaultCell !== undefined && SETTINGS_GUIDES.includes(row.file))
      .flatMap((row) =>
        row.names.filter((name) => !VARIABLES.includes(name)).map((name) => `${row.file}: ${name}`),
      );
    expect(unknown).toEqual([]);
  });

  it("gives the schema's default wherever a table's default is a plain value", () => {
    const wrong: string[] = [];
    for (const { file, names, defaultCell } of settingRows()) {
      // Only cells made of code values alone (`30` / `60`); prose ("unset", "generated") is not compared.
      const values = defaultCell?.split(" / ").map((part) => /^`([^`]*)`$/.exec(part)?.[1]);
      if (values?.length !== names.length || values.some((value) => value === undefined)) continue;
      names.forEach((name, i) => {
        const value = DEFAULTS[name];
        if (value === undefined || !VARIABLES.includes(name)) return;
        const schemaDefault = Array.isArray(value) ? value.join(",") : String(value);
        if (values[i] !== schemaDefault)
          wrong.push(`${file}: ${name} documented ${values[i]}, default ${schemaDefault}`);
      });
    }
    expect(wrong).toEqual([]);
  });
});
