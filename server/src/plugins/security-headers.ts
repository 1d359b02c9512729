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
    // helmet calls a function source per response; an empty answer adds nothing.
    const development = (req: IncomingMessage) => devSources(req).join(" ");
    const remotes = [...(remotesOrigin === undefined ? [] : [remotesOrigin]), development];
    const middleware = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes, ...captcha],
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes, ...captcha],
          frameSrc: ["'self'", ...captcha],
          imgSrc: ["'self'", "data:", "blob:", ...remotes],
          fontSrc: ["'self'", "data:", ...remotes],
          mediaSrc: ["'self'", "data:"],
          connectSrc: [
            "'self'",
            websocketSources,
            ...remotes,
            ...captcha,
            ...(helperPort === undefined ? [] : [`http://127.0.0.1:${helperPort}`]),
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
