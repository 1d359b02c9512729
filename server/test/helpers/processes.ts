// Runs the real entry points (server.ts, cli/ops.ts) as child processes with Node 24.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { request } from "node:http";
import { fileURLToPath } from "node:url";

const SERVER = fileURLToPath(new URL("../../src/server.ts", import.meta.url));
const OPS = fileURLToPath(new URL("../../src/cli/ops.ts", import.meta.url));

/** The parent's environment without anything that would change which database a child uses. */
export function cleanEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env))
    if (key.startsWith("PARLEY_") || key === "DATABASE_URL" || key === "PORT") delete env[key];
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) env[key] = value;
  return env;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runOps(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [OPS, ...args], { env: cleanEnv(env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  port: number;
  output: () => string;
  child: ChildProcess;
  /** SIGTERM and wait; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER], {
      // Tests sign in by request: no captcha unless one asks for it.
      env: cleanEnv({ PORT: "0", LOG_LEVEL: "warn", CAPTCHA_PROVIDER: "none", ...env }),
    });
    let output = "";
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Parley is running: http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          port: Number(match[1]),
          output: () => output,
          child,
          async stop() {
            if (child.exitCode === null) child.kill("SIGTERM");
            return exited;
          },
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export interface HttpResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to 127.0.0.1 with an explicit Host header (fetch cannot set Host). */
export function httpRequest(
  port: number,
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: { host, ...options.headers },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Signs in over real HTTP; returns the Cookie header to send next. */
export async function signIn(port: number, host: string, email: string, password: string): Promise<string> {
  const first = await httpRequest(port, host, `/api/v1/accounts/${host.split(".")[0]}`);
  const csrf = /parley_csrf=([^;]+)/.exec(String(first.headers["set-cookie"]))?.[1] ?? "";
  const login = await httpRequest(port, host, "/api/v1/authentication/login/", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-csrf-token": csrf,
      cookie: `parley_csrf=${csrf}`,
    },
    body: new URLSearchParams({ login: email, password }).toString(),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const cookies = ([] as string[]).concat(login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]);
  return [`parley_csrf=${csrf}`, ...cookies].join("; ");
}
