// CSRF defence for cookie-authenticated calls. Every state-changing request — whatever its path's
// spelling — needs the double-submit header (x-csrf-token equals the parley_csrf cookie), a
// same-origin Origin when the browser sends one, and no cross-site Sec-Fetch-Site. Exemptions are
// route configuration (`config: { csrfExempt: true }`: the ops API, which authenticates with a bearer
// token and never cookies, and the share host's public calls, which carry no credentials at all), never a test of the raw URL, which the router decodes differently.
// API paths must be spelled canonically: `/%61pi/`, `//api/`, `/API/`, dot segments and encoded
// characters in a state-changing call's path are refused before any handler runs.
import { CSRF_COOKIE, CSRF_HEADER } from "@parley/shared-contracts/api/auth";
import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { randomToken, safeEqual } from "../lib/crypto.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route authenticates without cookies (bearer token): no CSRF check. */
    csrfExempt?: boolean;
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Immutable static files get no Set-Cookie (it would make them uncacheable by shared caches). */
function wantsCookie(path: string): boolean {
  return !path.startsWith("/remotes/") && !path.startsWith("/assets/");
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a path is a non-canonical spelling of an API path: it means /api/ once decoded and
 * lower-cased, yet is not written plainly, or it has empty or dot segments. State-changing calls may
 * not percent-encode anything in an API path (none of their parameters needs it).
 */
export function isNonCanonicalApiPath(rawPath: string, unsafe: boolean): boolean {
  const decoded = safeDecode(rawPath);
  const looksLikeApi = /^\/+api(\/|$)/i.test(decoded) || /^\/+api(\/|$)/i.test(rawPath);
  if (!looksLikeApi) return false;
  if (!rawPath.startsWith("/api/")) return true;
  if (rawPath.includes("//") || /\/\.\.?(\/|$)/.test(decoded)) return true;
  return unsafe && rawPath.includes("%");
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ error: { message, code: status === 403 ? "csrf_failed" : "bad_path" } });
}

export const csrfPlugin = fp<{ secureCookies: boolean }>(
  async (app, { secureCookies }) => {
    app.addHook("onRequest", async (request, reply) => {
      const rawPath = request.url.split("?")[0] ?? "";
      const cookie = request.cookies[CSRF_COOKIE];
      // The share host never sets or reads a cookie (docs/architecture.md § Share host).
      if (!cookie && wantsCookie(rawPath) && request.hostInfo.kind !== "share") {
        reply.setCookie(CSRF_COOKIE, randomToken(), {
          path: "/",
          sameSite: "lax",
          secure: secureCookies,
          httpOnly: false,
        });
      }
      const unsafe = UNSAFE.has(request.method);
      if (isNonCanonicalApiPath(rawPath, unsafe)) return refuse(reply, 400, "Invalid API path");
      if (!unsafe || request.routeOptions.config.csrfExempt === true) return;

      const origin = request.headers.origin;
      if (origin !== undefined && origin !== `${request.protocol}://${request.host}`)
        return refuse(reply, 403, "Cross-origin request refused");
      // A page of a sibling subdomain is same-site but not same-origin: refused even when it managed
      // to plant a parley_csrf cookie for the parent domain (cookie tossing).
      const site = request.headers["sec-fetch-site"];
      if (site !== undefined && site !== "same-origin" && site !== "none")
        return refuse(reply, 403, "Cross-origin request refused");
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== "string" || !safeEqual(header, cookie))
        return refuse(reply, 403, `Missing or wrong ${CSRF_HEADER} header`);
    });
  },
  { name: "parley-csrf", dependencies: ["@fastify/cookie", "parley-tenancy"] },
);
