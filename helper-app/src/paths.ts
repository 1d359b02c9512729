// Where the helper keeps its files: the user's configuration folder of each platform.
import { homedir } from "node:os";
import { join } from "node:path";

export interface HelperPaths {
  dir: string;
  /** The user's file: servers and allowed origins (the helper only reads it). */
  config: string;
  /** The helper's own file: hidden tools, switched-off servers, pairings. */
  state: string;
  /** A token only local programs of this user can read: `parley-helper pair` approves with it. */
  controlToken: string;
}

export function configDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  const home = env.HOME ?? homedir();
  if (platform === "win32") return join(env.APPDATA ?? join(home, "AppData", "Roaming"), "parley-helper");
  if (platform === "darwin") return join(home, "Library", "Application Support", "parley-helper");
  return join(env.XDG_CONFIG_HOME || join(home, ".config"), "parley-helper");
}

export function helperPaths(dir: string): HelperPaths {
  return {
    dir,
    config: join(dir, "config.json"),
    state: join(dir, "state.json"),
    controlToken: join(dir, "control-token"),
  };
}
