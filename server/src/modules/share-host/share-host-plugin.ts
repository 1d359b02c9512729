// The share host (`share.<BASE_DOMAIN>`, PARLEY_SHARE_URL): only the public snapshot page and the
// not-found page, both rendered here, plus the few calls its script makes — the public snapshot's
// counters, the e-mail sign-up, the remote manifest — and the static builds. Everything else answers
// not found. No cookie is set or read here, the CSP is strict (no inline script, nothing framed), the
// Referrer-Policy is no-referrer and no snapshot page is cached: a snapshot made private or deleted is
// gone on the next request. Replies are split into their parts as the chat splits them (message-parts.ts);
// the parts' markdown is rendered in worker threads with a time budget and cached per snapshot
// revision (snapshot-markdown.ts), and the page is built once per revision and language and served
// from memory after a small read (snapshot-pages.ts), so no view can stall the server.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LANGUAGE_CODES, type LanguageCode } from "@parley/shared-contracts/languages";
import type { Config } from "../../config.ts";
import { pickLanguage } from "../../lib/messages.ts";
import { workspaceOrigin } from "../../lib/public-origin.ts";
import { PageBuilder } from "./page-builder.ts";
import { pageContext } from "./page-context.ts";
import { renderNotFoundPage } from "./render-page.ts";
import { RenderPool } from "./render-pool.ts";
import { createSnapshotMarkdown } from "./snapshot-markdown.ts";
import { createSnapshotPages } from "./snapshot-pages.ts";

/** Calls the share page's script makes (method and path pattern); every other API path is not found. */
const SHARE_API: readonly [string, RegExp][] = [
  ["GET", /^\/api\/v1\/conversations\/snapshot\/[^/]+\/?$/],
  ["POST", /^\/api\/v1\/conversations\/(visit_snapshot|convo_continued)\/[^/]+\/?$/],
  ["POST", /^\/api\/v1\/authentication\/snapshot-signup\/?$/],
  // The e-mail sign-up's proof-of-work challenge (modules/auth/captcha-routes.ts).
  ["GET", /^\/api\/v1\/authentication\/captcha\/?$/],
  ["GET", /^\/api\/v1\/remotes\/manifest\/?$/],
];

/** Static builds the page loads (immutable, no cookies). */
const STATIC_PREFIXES = ["/remotes/", "/assets/"];

const SNAPSHOT_PATH = /^\/c\/([0-9a-fA-F-]{36})\/?$/;

const PLACEHOLDER = "parley-subdomain-placeholder";

/**
 * Database reads the share host makes at once: the pool (10 connections by default) keeps the rest
 * for the workspaces' own requests however many snapshot views arrive together.
 */
const SHARE_READS = 2;

/** `remotesOrigin`: PARLEY_REMOTES_ORIGIN, where mf_share's entry loads from (a CDN), or "". */
function shareCsp(workspaceSource: string, remotesOrigin: string): string {
  const remotes = remotesOrigin ? ` ${remotesOrigin}` : "";
  return [
    "default-src 'none'",
    `script-src 'self'${remotes}`,
    // KaTeX positions glyphs with style attributes; CSS Modules of the dialogs add <style> tags.
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `img-src 'self' data:${remotes}`,
    `font-src 'self' data:${remotes}`,
    // The Continue dialog's reachability probe of the visitor's workspace (no-cors, no credentials).
    `connect-src 'self' ${workspaceSource}${remotes}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The template and its version: a new one (a deploy) changes the cached pages' keys. */
function createTemplateReader(file: string, ttlMs = 1000) {
  let cached: { body: string | undefined; version: number; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached;
    const body = await readFile(file, "utf8").catch(() => undefined);
    const version = (cached?.version ?? 0) + (body === cached?.body ? 0 : 1);
    cached = { body, version, at: Date.now() };
    return cached;
  };
}

function languageOf(request: FastifyRequest): LanguageCode {
  const query = (request.query as Record<string, unknown> | undefined)?.locale;
  if (typeof query === "string") {
    const code = LANGUAGE_CODES.find((candidate) => candidate === query.toLowerCase());
    if (code) return code;
  }
  return pickLanguage(request.headers["accept-language"]);
}

export const shareHostPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const workspaceTemplate = workspaceOrigin(config, PLACEHOLDER);
    const workspaceSource = workspaceTemplate.replace(PLACEHOLDER, "*");
    const csp = shareCsp(workspaceSource, config.remotesOrigin ?? "");
    const readTemplate = createTemplateReader(path.join(config.distDir, "shell", "share.html"));
    const { workers, budgetMs, cacheBytes } = config.markdownRender;
    const markdown = createSnapshotMarkdown({
      // Queue: a few budgets' worth per worker; beyond it a view gets plain text at once.
      renderer: new RenderPool({ size: workers, budgetMs, maxQueued: workers * 16 }),
      // The memory for rendered pages is shared: half for the markdown (a page in another language
      // needs no new render), half for the pages themselves.
      cacheBytes: cacheBytes / 2,
      // Time to wait behind a job or two; the render goes on and fills the cache for the next view.
      waitMs: budgetMs * 2,
      startupWaitMs: 30_000,
    });
    const origins = {
      workspaceOriginTemplate: workspaceTemplate.replace(PLACEHOLDER, "{subdomain}"),
      adminOrigin: workspaceOrigin(config, "admin"),
    };
    const builder = new PageBuilder();
    const pages = createSnapshotPages({
      db: app.db,
      shareOrigin: config.shareUrl ?? workspaceOrigin(config, "share"),
      origins,
      markdown,
      builder,
      cacheBytes: cacheBytes / 2,
      reads: SHARE_READS,
    });
    app.addHook("onClose", async () => {
      await Promise.all([markdown.close(), builder.close()]);
    });

    const sendPage = async (request: FastifyRequest, reply: FastifyReply, uuid: string | undefined) => {
      const { body: template, version } = await readTemplate();
      if (template === undefined)
        return reply
          .status(503)
          .type("text/plain; charset=utf-8")
          .send("Parley is not built yet: run npm run build");
      const language = languageOf(request);
      void reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      if (uuid !== undefined) {
        const page = await pages.page({ uuid, language, template, templateVersion: version });
        if (page !== undefined) return reply.send(page);
      }
      return reply.status(404).send(renderNotFoundPage(template, pageContext(language, origins)));
    };

    app.addHook("onRequest", async (request, reply) => {
      if (request.hostInfo.kind !== "share") return;
      const pathname = request.url.split("?")[0] ?? "";
      if (STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return;
      if (pathname.startsWith("/api/")) {
        if (SHARE_API.some(([method, pattern]) => method === request.method && pattern.test(pathname)))
          return;
        return reply
          .status(404)
          .send({ error: { message: `No route ${request.method} ${pathname}`, code: "not_found" } });
      }
      if (request.method !== "GET" && request.method !== "HEAD")
        return reply.status(405).header("allow", "GET, HEAD").send();
      return sendPage(request, reply, SNAPSHOT_PATH.exec(pathname)?.[1]);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      if (request.hostInfo.kind !== "share") return payload;
      reply.removeHeader("set-cookie");
      void reply
        .header("content-security-policy", csp)
        .header("referrer-policy", "no-referrer")
        .header("x-content-type-options", "nosniff")
        .header("cross-origin-opener-policy", "same-origin");
      return payload;
    });
  },
  { name: "parley-share-host", dependencies: ["parley-tenancy", "parley-db"] },
);
