// A browser-like client over app.inject: one cookie jar per host, the CSRF header echoed from the
// parley_csrf cookie on state-changing calls (as the host-shell does).
import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "HEAD";

export interface FilePart {
  filename: string;
  content: string;
  type?: string;
}

export interface RequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  /** multipart/form-data fields; a value with a filename is sent as a file part, an array as repeated parts. */
  multipart?: Record<string, string | FilePart | FilePart[]>;
  headers?: Record<string, string>;
  /** Leave out the x-csrf-token header (default: sent on unsafe methods). */
  csrf?: boolean;
}

export interface Client {
  host: string;
  jar: Map<string, string>;
  request(method: Method, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** The Cookie header of this client (for requests outside inject). */
  cookieHeader(): string;
  /** GET the workspace info (receives the CSRF cookie) then sign in; returns the login response. */
  login(email: string, password: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function createClient(app: FastifyInstance, host: string): Client {
  const jar = new Map<string, string>();
  const client: Client = {
    host,
    jar,
    async request(method, url, options = {}) {
      const headers: Record<string, string> = { host, ...options.headers };
      if (jar.size > 0 && headers.cookie === undefined) {
        headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      }
      const csrf = jar.get("parley_csrf");
      if (method !== "GET" && method !== "HEAD" && options.csrf !== false && csrf)
        headers["x-csrf-token"] = csrf;
      let payload: string | undefined;
      if (options.json !== undefined) {
        payload = JSON.stringify(options.json);
        headers["content-type"] = "application/json";
      } else if (options.form !== undefined) {
        payload = new URLSearchParams(options.form).toString();
        headers["content-type"] = "application/x-www-form-urlencoded";
      } else if (options.multipart !== undefined) {
        const boundary = "----parley-test-boundary";
        const parts = Object.entries(options.multipart).flatMap(([name, value]) =>
          typeof value === "string"
            ? [`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`]
            : (Array.isArray(value) ? value : [value]).map(
                (file) =>
                  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
                  `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n${file.content}\r\n`,
              ),
        );
        payload = `${parts.join("")}--${boundary}--\r\n`;
        headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
      }
      const response = await app.inject({
        method,
        url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      for (const cookie of response.cookies) {
        const expired =
          cookie.value === "" ||
          cookie.maxAge === 0 ||
          (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
        if (expired) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      return response;
    },
    get: (url, options) => client.request("GET", url, options),
    post: (url, options) => client.request("POST", url, options),
    patch: (url, options) => client.request("PATCH", url, options),
    delete: (url, options) => client.request("DELETE", url, options),
    cookieHeader: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    async login(email, password, extra = {}) {
      if (!jar.has("parley_csrf")) await client.get(`/api/v1/accounts/${host.split(".")[0]}`);
      return client.post("/api/v1/authentication/login/", {
        form: { login: email, password, js_timezone: "Europe/Paris", captcha: "", ...extra },
      });
    },
  };
  return client;
}
