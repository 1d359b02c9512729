// `parley-helper install` on Linux with a temporary HOME and a fake xdg-mime on PATH.
import { spawn } from "node:child_process";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempFolder } from "../test/fixtures.ts";
import { desktopEntry, installProtocolHandler } from "./install.ts";

const BIN = fileURLToPath(new URL("../../bin/parley-helper.js", import.meta.url));
let home: Awaited<ReturnType<typeof tempFolder>>;
let env: NodeJS.ProcessEnv;

/** A fake xdg-mime that records its arguments and exits with `code`. */
async function fakeXdgMime(code: number) {
  const folder = join(home.path, "fake-bin");
  await mkdir(folder, { recursive: true });
  const script = join(folder, "xdg-mime");
  await writeFile(script, `#!/bin/sh\necho "$@" >> "${join(home.path, "xdg-mime.log")}"\nexit ${code}\n`);
  await chmod(script, 0o755);
  return folder;
}

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output: text }));
  });
}

beforeEach(async () => {
  home = await tempFolder("parley-helper-home-");
  env = { ...process.env, HOME: home.path, XDG_DATA_HOME: join(home.path, "data") };
});
afterEach(() => home.remove());

describe("parley-helper install", () => {
  it("writes a desktop entry for parley-helper:// links and makes it the default handler", async () => {
    env.PATH = `${await fakeXdgMime(0)}:${process.env.PATH}`;
    const result = await run(["install"]);
    expect(result.code).toBe(0);
    const file = join(home.path, "data", "applications", "parley-helper.desktop");
    expect(result.output).toContain(`Registered parley-helper:// (${file})`);
    const entry = await readFile(file, "utf8");
    expect(entry).toContain(`Exec="${process.execPath}" "${BIN}" %u`);
    expect(entry).toContain("MimeType=x-scheme-handler/parley-helper;");
    expect(entry).toMatch(/^Terminal=true$/m);
    expect(await readFile(join(home.path, "xdg-mime.log"), "utf8")).toBe(
      "default parley-helper.desktop x-scheme-handler/parley-helper\n",
    );
  });

  it("uses ~/.local/share without XDG_DATA_HOME and fails when xdg-mime does", async () => {
    delete env.XDG_DATA_HOME;
    env.PATH = `${await fakeXdgMime(4)}:${process.env.PATH}`;
    const result = await run(["install"]);
    expect(result.code).toBe(1);
    expect(result.output).toContain("xdg-mime failed (exit 4)");
    await expect(
      readFile(join(home.path, ".local", "share", "applications", "parley-helper.desktop"), "utf8"),
    ).resolves.toContain("[Desktop Entry]");
  });

  it("quotes Exec arguments as the desktop entry specification asks", () => {
    expect(desktopEntry(["/opt/my node/node", 'a"b$c']).split("\n")).toContain(
      'Exec="/opt/my node/node" "a\\"b\\$c" %u',
    );
  });

  it("only prints the manual steps on macOS and Windows", async () => {
    const lines: string[] = [];
    for (const platform of ["darwin", "win32"] as const) {
      expect(
        await installProtocolHandler({ command: ["node"], platform, env, print: (line) => lines.push(line) }),
      ).toBeNull();
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("README");
  });
});
