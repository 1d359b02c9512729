// Opens a file with the desktop's own program for it (the user's editor for JSON, usually).
import { spawn } from "node:child_process";

export function openFile(path: string, platform = process.platform): Promise<void> {
  const [command, args] =
    platform === "darwin"
      ? ["open", [path]]
      : platform === "win32"
        ? ["cmd", ["/c", "start", '""', path]]
        : ["xdg-open", [path]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: "ignore" });
    child.once("error", reject);
    child.once("spawn", () => {
      child.unref();
      resolve();
    });
  });
}
