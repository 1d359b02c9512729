// Serves the build on the API's port: immutable remote folders and shell assets, and the shell's
// index.html for every other page (SPA fallback, no-cache). Missing dist/ is not fatal: pages then
// answer 503 "Parley is not built yet" until a build appears (no restart needed).
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { climbsOut } from "../lib/climbing-path.ts";

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parley</title></head>
<body><p>Parley is not built yet: run npm run build</p></body></html>`;

/** Paths that never fall back to the SPA document: a missing file there is a real 404. */
const NO_FALLBACK = ["/api/", "/ws/", "/remotes/", "/oidc/", "/assets/"];

const bodyEtag = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/** The document with `head` before its </head> (or first, for a document without one). */
function withHead(document: Buffer, head: string): Buffer {
  const html = document.toString("utf8");
  const at = html.indexOf("</head>");
  return Buffer.from(at === -1 ? head + html : html.slice(0, at) + head + html.slice(at), "utf8");
}

function createIndexReader(file: string, ttlMs = 1000) {
  let cached: { body: Buffer | undefined; etag: string; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached;
    let body: Buffer | undefined;
    try {
      body = await readFile(file);
    } catch {
      body = undefined;
    }
    const etag = body ? bodyEtag(body) : "";
    cached = { body, etag, at: Date.now() };
    return cached;
  };
}

const NOT_SERVED = new Set(["index.html", "build-info.json", "shell-contract.json"]);

export interface StaticFilesOptions {
  distDir: string;
  /** Markup added at the end of the document's <head> per request (the inline remote manifest). */
  documentHead?: (request: FastifyRequest) => Promise<string>;
}

export const staticFilesPlugin = fp<StaticFilesOptions>(
  async (app: FastifyInstance, { distDir, documentHead }) => {
    // Build files (and the remotes route that shadows /remotes/*) never answer a path that climbs:
    // the static sender refused some spellings with 403, others reached the file store.
    app.addHook("onRequest", async (request, reply) => {
      const url = request.raw.url ?? "";
      if ((url.startsWith("/remotes/") || url.startsWith("/assets/")) && climbsOut(url))
        return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    });
    // The build writes .br and .gz copies of its text files (scripts/build/precompress.ts): sent as
    // they are, smaller than per-request compression and without its CPU.
    const immutable = {
      preCompressed: true,
      immutable: true,
      maxAge: 365 * 24 * 3600 * 1000,
      index: false,
      redirect: false,
      decorateReply: false,
    } as const;
    await app.register(fastifyStatic, {
      ...immutable,
      root: path.join(distDir, "remotes"),
      prefix: "/remotes/",
      suppressWarning: true,
    });
    await app.register(fastifyStatic, {
      ...immutable,
      root: path.join(distDir, "shell", "assets"),
      prefix: "/assets/",
      suppressWarning: true,
    });

    // Top-level files of the shell build besides index.html (favicon.svg, robots.txt): not hashed,
    // so revalidated like the document. Looked up per request so a later build needs no restart.
    const shellDir = path.join(distDir, "shell");
    // Its reply.sendFile also sends the built-in remotes' files (modules/remotes/routes.ts).
    await app.register(fastifyStatic, {
      root: shellDir,
      serve: false,
      preCompressed: true,
      suppressWarning: true,
    });
    const shellFile = async (url: string) => {
      const name = /^\/([A-Za-z0-9][A-Za-z0-9._-]*\.[a-z0-9]+)$/.exec(url)?.[1];
      // The document and the build's own records (build info, the shell's contract for publish checks)
      // are the server's to read, not files to serve.
      if (name === undefined || NOT_SERVED.has(name)) return undefined;
      return (await stat(path.join(shellDir, name)).catch(() => undefined))?.isFile() ? name : undefined;
    };

    const readIndex = createIndexReader(path.join(shellDir, "index.html"));
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const index = await readIndex();
      if (index.body === undefined) {
        return reply
          .status(503)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(NOT_BUILT);
      }
      const head = documentHead ? await documentHead(request) : "";
      const body = head === "" ? index.body : withHead(index.body, head);
      const etag = head === "" ? index.etag : bodyEtag(body);
      // A document with a head of its own differs per visitor (their session): no shared cache.
      reply
        .header("cache-control", head === "" ? "no-cache" : "private, no-cache")
        .header("etag", etag)
        .type("text/html; charset=utf-8");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.send(body);
    };

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      if (
        (request.method === "GET" || request.method === "HEAD") &&
        !NO_FALLBACK.some((p) => url.startsWith(p))
      ) {
        const file = await shellFile(url.split("?")[0] ?? url);
        if (file !== undefined) return reply.header("cache-control", "no-cache").sendFile(file, shellDir);
        return sendIndex(request, reply);
      }
      if (url.startsWith("/api/")) {
        return reply
          .status(404)
          .send({ error: { message: `No route ${request.method} ${url.split("?")[0]}`, code: "not_found" } });
      }
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    });
  },
  { name: "parley-static" },
);
