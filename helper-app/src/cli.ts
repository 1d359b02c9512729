// parley-helper [serve] · parley-helper install · parley-helper pair <code> · --version
// A parley-helper:// link (the protocol handler) starts serving; a second start exits quietly.
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { HELPER_PROTOCOL } from "@parley/shared-contracts/api/helper-app";
import { HELPER_APP_PORT } from "@parley/shared-contracts/constants";
import { ConfigError } from "./config.ts";
import { startHelper, VERSION } from "./helper.ts";
import { CONTROL_HEADER } from "./http/guard.ts";
import { APPROVE_PATH, FORGET_PATH } from "./http/routes.ts";
import { installProtocolHandler } from "./install/install.ts";
import { forgetPairings } from "./pairing.ts";
import { configDir, helperPaths } from "./paths.ts";
import { StateStore } from "./state.ts";

const USAGE = `parley-helper ${VERSION}
  parley-helper [--port N]   run the helper (local MCP servers for Parley) on 127.0.0.1
  parley-helper install      register the ${HELPER_PROTOCOL}:// link that Parley's toggle opens
  parley-helper pair <code>  approve a pairing request shown in Parley
  parley-helper unpair [origin]  forget the pairing of origin (of every origin)
Configuration: ${helperPaths(configDir()).config}`;

const log = (line: string) => console.log(`[parley-helper] ${line}`);

// Said where the user approves (README § Security model): the helper sends no environment value
// itself, but a server's own tools can, and a paired page receives whatever they return.
const PAIRED_MAY =
  "Once paired, that page can run your configured servers' tools and receives what they return; a server's tools can read its environment variables (its env, PATH, HOME …) and return their values.";

async function serve(port: number): Promise<number> {
  const dir = configDir();
  let helper;
  try {
    helper = await startHelper({
      dir,
      port,
      log,
      onPairingRequest: (origin, code) =>
        log(
          `${origin} asks to pair with code ${code}. Type the code and Enter to approve (or: parley-helper pair ${code}). ${PAIRED_MAY}`,
        ),
      onShutdown: () => process.exit(0),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      log(`port ${port} is taken: a helper runs already, or another program uses it.`);
      return 0;
    }
    if (error instanceof ConfigError) {
      log(error.message);
      return 1;
    }
    throw error;
  }
  log(`${VERSION} listening on ${helper.url}; configuration ${helper.paths.config}`);
  const lines = createInterface({ input: process.stdin });
  lines.on("line", (line) => {
    if (!line.trim()) return;
    void helper.pairings.approve(line.trim()).then((origin) => {
      log(origin ? `paired with ${origin}` : "no pairing request waits with that code");
    });
  });
  const stop = () => void helper.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return new Promise<number>(() => undefined);
}

/** A call to the running helper's control routes; null when no helper runs. */
async function control(path: string, body: unknown): Promise<{ ok: boolean; answer: ControlAnswer } | null> {
  let port: string | undefined;
  let token: string | undefined;
  try {
    [port, token] = (await readFile(helperPaths(configDir()).controlToken, "utf8")).trim().split(" ");
  } catch {
    return null;
  }
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [CONTROL_HEADER]: token ?? "" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) return null;
  return { ok: response.ok, answer: (await response.json()) as ControlAnswer };
}

interface ControlAnswer {
  origin?: string;
  forgotten?: string[];
  error?: { message: string };
}

async function pair(code: string): Promise<number> {
  const result = await control(APPROVE_PATH, { code });
  if (!result) {
    log("the helper is not running (start it with parley-helper).");
    return 1;
  }
  log(result.ok ? `paired with ${result.answer.origin}` : (result.answer.error?.message ?? "failed"));
  return result.ok ? 0 : 1;
}

/** Through the running helper, or on the state file when none runs. */
async function unpair(origin: string | undefined): Promise<number> {
  const body = origin === undefined ? {} : { origin };
  const result = await control(FORGET_PATH, body);
  if (result && !result.ok) {
    log(result.answer.error?.message ?? "failed");
    return 1;
  }
  const forgotten =
    result?.answer.forgotten ??
    (await forgetPairings(await StateStore.open(helperPaths(configDir()).state), origin));
  log(forgotten.length ? `forgot ${forgotten.join(", ")}` : "nothing was paired");
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { port: { type: "string" }, version: { type: "boolean" }, help: { type: "boolean" } },
  });
  const port = Number(values.port ?? process.env.PARLEY_HELPER_PORT ?? HELPER_APP_PORT);
  const [command = "serve", ...rest] = positionals;
  if (values.version || values.help || command === "help") {
    console.log(values.version ? VERSION : USAGE);
    return 0;
  }
  if (command === "serve" || command.startsWith(`${HELPER_PROTOCOL}:`)) return serve(port);
  if (command === "install") {
    const bin = fileURLToPath(new URL("../bin/parley-helper.js", import.meta.url));
    try {
      await installProtocolHandler({ command: [process.execPath, bin] });
      return 0;
    } catch (error) {
      log((error as Error).message);
      return 1;
    }
  }
  if (command === "pair" && rest[0]) return pair(rest[0]);
  if (command === "unpair") return unpair(rest[0]);
  console.error(USAGE);
  return 2;
}
