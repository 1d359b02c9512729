// `parley-helper install`: registers the parley-helper:// protocol so the web app's toggle can
// launch the helper. Linux: a desktop entry and xdg-mime; macOS and Windows: printed steps (README).
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { HELPER_PROTOCOL } from "@parley/shared-contracts/api/helper-app";

export const DESKTOP_FILE = "parley-helper.desktop";

/** Quotes an Exec argument as the Desktop Entry Specification asks. */
const quote = (arg: string) => `"${arg.replace(/(["`$\\])/g, "\\$1")}"`;

export function desktopEntry(command: readonly string[]): string {
  return [
    "[Desktop Entry]",
    "Type=Application",
    "Name=Parley helper",
    "Comment=Runs your local MCP servers for Parley",
    `Exec=${command.map(quote).join(" ")} %u`,
    // The helper prints pairing codes and reads the approval there.
    "Terminal=true",
    "NoDisplay=true",
    `MimeType=x-scheme-handler/${HELPER_PROTOCOL};`,
    "",
  ].join("\n");
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.once("error", reject);
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

export interface InstallOptions {
  /** The command that starts the helper (node and the bin's absolute path). */
  command: readonly string[];
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  print?: (line: string) => void;
}

/** Answers the desktop file written (Linux), or null where only instructions were printed. */
export async function installProtocolHandler(options: InstallOptions): Promise<string | null> {
  const env = options.env ?? process.env;
  const print = options.print ?? console.log;
  const platform = options.platform ?? process.platform;
  if (platform !== "linux" && platform !== "freebsd" && platform !== "openbsd") {
    print(`Registering ${HELPER_PROTOCOL}:// is manual on ${platform}: see the helper's README (Install).`);
    return null;
  }
  const dataHome = env.XDG_DATA_HOME || join(env.HOME ?? homedir(), ".local", "share");
  const folder = join(dataHome, "applications");
  await mkdir(folder, { recursive: true });
  const file = join(folder, DESKTOP_FILE);
  await writeFile(file, desktopEntry(options.command));
  const code = await run("xdg-mime", ["default", DESKTOP_FILE, `x-scheme-handler/${HELPER_PROTOCOL}`], env);
  if (code !== 0) throw new Error(`xdg-mime failed (exit ${code}); ${file} is written.`);
  print(`Registered ${HELPER_PROTOCOL}:// (${file}).`);
  return file;
}
