// Security headers (helmet). The CSP fits the module-federation shell: scripts (host and remote
// entries) from this origin only, or remote entries from PARLEY_REMOTES_ORIGIN (a CDN) when set, CSS Modules may inject <style> tags, images from here or data:,
// media from here or data: (commentary audio plays as a data: URL), fetch and the realtime
// websocket to this origin, and fetch to the member's desktop helper app on its loopback port. helmet is configured once here: the
// @fastify/helmet wrapper rebuilds and re-validates the whole policy on every response.
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import type { CaptchaProvider } from "../config.ts";

/** Origins the invisible captcha widget of each provider loads scripts, frames and styles from. */
const CAPTCHA_SOURCES: Record<CaptchaProvider, string[]> = {
  none: [],
  // Parley's own proof of work: its challenge comes from this origin, nothing loads from elsewhere.
  pow: [],
  turnstile: ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
};

/** ws(s) sources for the request's own host ('self' covers them in CSP3 browsers; older ones need them spelled out). */
function websocketSources(req: IncomingMessage): string {
  const host = (req.headers.host ?? "").toLowerCase();
  return /^[a-z0-9.:[\]-]+$/.test(host) ? `ws://${host} wss://${host}` : "";
}

/** A built script or style of the shell or of a remote version (`/assets/…`, `/remotes/<c>/<v>/…`). */
export function isBuiltScriptOrStyle(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return /^\/(?:assets|remotes)\/[^?#]*\.(?:js|css)$/.test(path) && !path.includes("..");
}

export const securityHeadersPlugin = fp<{
  secureCookies: boolean;
  captchaProvider?: CaptchaProvider;
  /** The desktop helper app's port on 127.0.0.1, which the tools panel calls. */
  helperPort?: number;
  /** PARLEY_REMOTES_ORIGIN: remote builds' scripts, styles, fonts and images load from it, and fetches go to it. */
  remotesOrigin?: string;
  /** Development remotes' origins for this request: dev servers and the browser's override (dev-override/). */
  devSources?: (req: IncomingMessage) => string[];
}>(
  async (
    app: FastifyInstance,
    { secureCookies, captchaProvider = "none", helperPort, remotesOrigin, devSources = () => [] },
  ) => {
    const captcha = CAPTCHA_SOURCES[captchaProvider];
    const remotes = remotesOrigin === undefined ? [] : [remotesOrigin];
    // One function source per directive, returning the whole list: helmet joins its parts with
    // spaces, so a part that is empty for most requests (the development origins) would leave a gap.
    const list =
      (...fixed: (string | ((req: IncomingMessage) => string[]))[]) =>
      (req: IncomingMessage) =>
        fixed.flatMap((part) => (typeof part === "string" ? [part] : part(req))).join(" ");
    const development = (req: IncomingMessage) => devSources(req);
    const websockets = (req: IncomingMessage) => websocketSources(req).split(" ").filter(Boolean);
    const middleware = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [list("'self'", ...remotes, development, ...captcha)],
          styleSrc: [list("'self'", "'unsafe-inline'", ...remotes, development, ...captcha)],
          frameSrc: ["'self'", ...captcha],
          imgSrc: [list("'self'", "data:", "blob:", ...remotes, development)],
          fontSrc: [list("'self'", "data:", ...remotes, development)],
          mediaSrc: ["'self'", "data:"],
          connectSrc: [
            list(
              "'self'",
              websockets,
              ...remotes,
              development,
              ...captcha,
              ...(helperPort === undefined ? [] : [`http://127.0.0.1:${helperPort}`]),
            ),
          ],
          workerSrc: ["'self'", "blob:"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Plain-http localhost must not be upgraded; elsewhere TLS is expected.
          ...(secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Remote entries are same-origin; COEP would only block future cross-origin images.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: secureCookies ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
    // A built script or style is never a document: of helmet's headers only those that act on a
    // subresource apply (no sniffing, who may embed it, HSTS). The document-only ones (CSP, COOP,
    // X-Frame-Options, …) were about 800 bytes on each of them, 7 KB of the sign-in page's nine
    // scripts over HTTP/1.1 (docs/benchmarks.md, session 17).
    const assetMiddleware = helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      strictTransportSecurity: secureCookies ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
    app.addHook("onRequest", (request, reply, done) => {
      const chosen = isBuiltScriptOrStyle(request.url) ? assetMiddleware : middleware;
      chosen(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: "parley-security-headers" },
);
