// The real Parley server as its own process for the API benches: started on the embedded database
// in a throw-away data dir, the demo owner signed in, requests on 127.0.0.1 with the workspace's
// Host header and the session's cookies and CSRF header.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HOST = "acme.localhost";
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface HttpResult {
  status: number;
  cookies: string[];
  body: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => resolve(port));
    });
  });
}

/** One request to Parley on 127.0.0.1 with the workspace's Host header. */
export function http(
  port: number,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {},
) {
  return new Promise<HttpResult>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        headers: { host: options.host ?? HOST, ...options.headers },
      },
      (res) => {
        res.setEncoding("utf8");
        let body = "";
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0] ?? ""),
            body,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Signs the demo owner of acme in: the session's cookie header and its CSRF token. */
export async function signInOwner(
  port: number,
  password: string,
  host = HOST,
): Promise<{ csrf: string; cookie: string }> {
  const info = await http(port, "/api/v1/accounts/acme", { host });
  const csrf = info.cookies.find((c) => c.startsWith("parley_csrf="))?.slice("parley_csrf=".length) ?? "";
  const login = await http(port, "/api/v1/authentication/login/", {
    host,
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `parley_csrf=${csrf}`,
      "x-csrf-token": csrf,
    },
    body: new URLSearchParams({ login: "owner@acme.test", password }).toString(),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  return { csrf, cookie: [`parley_csrf=${csrf}`, ...login.cookies].join("; ") };
}

export interface ParleyProcess {
  port: number;
  /** The server process's id (its memory in /proc). */
  pid: number;
  /** Cookies, CSRF header and JSON content type of the signed-in demo owner. */
  headers: Record<string, string>;
  /** A JSON call as the owner; throws unless the status is `expect`. */
  call(method: string, pathname: string, body: unknown, expect: number): Promise<string>;
  stop(): Promise<void>;
}

/** Starts Parley (its own process, embedded database in `tmp`) and signs the demo owner in. */
export async function startParleyProcess(options: {
  tmp: string;
  password: string;
  env?: Record<string, string>;
  /** Node's own flags before the script (e.g. `--inspect=127.0.0.1:<port>`). */
  nodeArgs?: string[];
}): Promise<ParleyProcess> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), "server/src/server.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PARLEY_DATA_DIR: path.join(options.tmp, "data"),
        PARLEY_DEMO_PASSWORD: options.password,
        PARLEY_TITLE_GENERATION: "0",
        // The fakes listen on loopback, which the SSRF guard refuses unless allow-listed.
        PARLEY_FETCH_ALLOW_HOSTS: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        // The benchmarks sign in by request, solving no captcha.
        CAPTCHA_PROVIDER: "none",
        ...options.env,
      },
    },
  );
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Parley is running")) resolve();
    };
    server.stdout?.on("data", onData);
    server.stderr?.on("data", onData);
    server.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  let session: { csrf: string; cookie: string };
  try {
    session = await signInOwner(port, options.password);
  } catch (error) {
    await stop();
    throw error;
  }
  const headers = {
    cookie: session.cookie,
    "x-csrf-token": session.csrf,
    "content-type": "application/json",
  };
  return {
    port,
    pid: server.pid ?? 0,
    headers,
    async call(method, pathname, body, expect) {
      const result = await http(port, pathname, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (result.status !== expect) throw new Error(`${method} ${pathname}: ${result.status} ${result.body}`);
      return result.body;
    },
    stop,
  };
}

/** Points the workspace's OpenAI-compatible provider at `baseURL` and adds a model of it: its id. */
export async function addProviderModel(
  parley: ParleyProcess,
  baseURL: string,
  model: { name: string; displayName: string },
): Promise<number> {
  await parley.call(
    "PUT",
    "/api/v1/admin/providers/openai_compatible/",
    { api_key: "sk-bench", base_url: baseURL },
    200,
  );
  const created = await parley.call(
    "POST",
    "/api/v1/admin/models/",
    {
      name: model.name,
      display_name: model.displayName,
      source_type: "openai_compatible",
      context_size: 100_000,
    },
    201,
  );
  return (JSON.parse(created) as { id: number }).id;
}
