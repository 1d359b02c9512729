// The server's environment under `npm run dev`: PARLEY_DEV_SERVERS names the dev server of the shell
// and of each remote (`shell=http://localhost:3000,mf_tools=http://localhost:3005,…`), so every
// browser of this server loads those remotes from their dev servers and the page's CSP allows their
// origins (scripts, styles, hot updates, the HMR websocket). The rest keeps the log readable and the
// restarts short; a variable the developer set wins over every default here.
import { expectedContainer } from "../build/workspaces.ts";
import { devOrigin, HOST_WORKSPACE } from "./ports.ts";

/** The name a dev server goes by in PARLEY_DEV_SERVERS: `shell`, or the remote's container. */
export function devServerName(workspace: string): string {
  return workspace === HOST_WORKSPACE ? "shell" : expectedContainer(workspace);
}

/** PARLEY_DEV_SERVERS for the dev servers running on these ports (workspace → port). */
export function devServersVariable(ports: ReadonlyMap<string, number>): string {
  return [...ports].map(([workspace, port]) => `${devServerName(workspace)}=${devOrigin(port)}`).join(",");
}

/** Defaults of the dev server process: what `npm run dev` needs, unless set in the environment. */
export const DEV_SERVER_DEFAULTS: Readonly<Record<string, string>> = {
  // One line per request drowns the build lines; warnings and errors stay.
  LOG_LEVEL: "warn",
  // A restart after an edit waits for running replies at most this long (the minimum allowed).
  PARLEY_SHUTDOWN_GRACE_MS: "1000",
};

/** Where the developer opens Parley (the holding proxy, holding-proxy.ts): HOST and PORT as set. */
export function publicAddress(base: Readonly<NodeJS.ProcessEnv>): { host: string; port: number } {
  return { host: base.HOST ?? "localhost", port: Number(base.PORT ?? 8080) };
}

/**
 * The server's environment: `base` with the dev servers named and the defaults filled in. The server
 * listens on `serverPort` on loopback, behind the holding proxy on the public address, so its links
 * (e-mails, the share host) name the public one (PARLEY_PUBLIC_URL, unless set).
 */
export function devServerEnv(
  base: Readonly<NodeJS.ProcessEnv>,
  ports: ReadonlyMap<string, number>,
  serverPort: number,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...DEV_SERVER_DEFAULTS, ...base };
  const listed = devServersVariable(ports);
  // Dev servers listed by hand (another machine's, say) are kept after ours.
  env.PARLEY_DEV_SERVERS = [listed, base.PARLEY_DEV_SERVERS].filter(Boolean).join(",");
  env.PARLEY_PUBLIC_URL ??= `http://localhost:${publicAddress(base).port}`;
  env.HOST = "127.0.0.1";
  env.PORT = String(serverPort);
  return env;
}
