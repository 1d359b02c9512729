// Session cookies: host-only (no Domain), HttpOnly, SameSite=Lax, Secure outside localhost. The
// refresh cookie is sent only to the authentication endpoints.
import type { FastifyReply } from "fastify";
import type { Config } from "../../config.ts";

export const ACCESS_COOKIE = "parley_access";
export const REFRESH_COOKIE = "parley_refresh";
export const REFRESH_COOKIE_PATH = "/api/v1/authentication/";

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

type CookieConfig = Pick<Config, "secureCookies" | "accessTokenTtlSeconds" | "refreshTokenTtlSeconds">;

export function setSessionCookies(reply: FastifyReply, config: CookieConfig, tokens: IssuedTokens): void {
  const base = { httpOnly: true, sameSite: "lax", secure: config.secureCookies } as const;
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base,
    path: "/",
    maxAge: config.accessTokenTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    maxAge: config.refreshTokenTtlSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Pick<Config, "secureCookies">): void {
  const base = { httpOnly: true, sameSite: "lax", secure: config.secureCookies } as const;
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: "/" });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
}
