// CSRF defence for cookie-authenticated calls: double-submit (header x-csrf-token equals the
// parley_csrf cookie) on every state-changing /api/ call, and a same-origin Origin when the browser
// sends one. The ops API is exempt: it authenticates with a bearer token, never cookies.
import { CSRF_COOKIE, CSRF_HEADER } from "@parley/shared-contracts/api/auth";
import fp from "fastify-plugin";
import { randomToken, safeEqual } from "../lib/crypto.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Immutable static files get no Set-Cookie (it would make them uncacheable by shared caches). */
function wantsCookie(url: string): boolean {
  return !url.startsWith("/remotes/") && !url.startsWith("/assets/");
}

export const csrfPlugin = fp<{ secureCookies: boolean }>(
  async (app, { secureCookies }) => {
    app.addHook("onRequest", async (request, reply) => {
      const cookie = request.cookies[CSRF_COOKIE];
      if (!cookie && wantsCookie(request.url)) {
        reply.setCookie(CSRF_COOKIE, randomToken(), {
          path: "/",
          sameSite: "lax",
          secure: secureCookies,
          httpOnly: false,
        });
      }
      if (
        !UNSAFE.has(request.method) ||
        !request.url.startsWith("/api/") ||
        request.url.startsWith("/api/v1/ops/")
      )
        return;

      const origin = request.headers.origin;
      if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
        return reply
          .status(403)
          .send({ error: { message: "Cross-origin request refused", code: "csrf_failed" } });
      }
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== "string" || !safeEqual(header, cookie)) {
        return reply
          .status(403)
          .send({ error: { message: `Missing or wrong ${CSRF_HEADER} header`, code: "csrf_failed" } });
      }
    });
  },
  { name: "parley-csrf", dependencies: ["@fastify/cookie"] },
);
